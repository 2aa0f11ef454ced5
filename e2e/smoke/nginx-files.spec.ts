import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  composeVolumes,
  dockerfileCopies,
  hostPathOf,
  includeTree,
  mergeMounts,
  nginxArgs,
  nginxDir,
  remoteNames,
  repoRoot,
  writeSmokeNginx,
  type Mount,
} from './nginx-config';
import { smokePorts } from './ports';

/**
 * One source of truth: the nginx files the smoke test runs are the ones docker-compose.yml mounts into the proxy
 * and deploy/static.Dockerfile copies into the remotes' image. Each side's include tree is followed from its
 * entry file; the shared files must be the same files on both sides, and every include must resolve on both.
 */

const compose = path.join(repoRoot, 'docker-compose.yml');
const httpOnlyOverride = path.join(repoRoot, 'deploy/compose.http-only.yml');
const staticDockerfile = path.join(repoRoot, 'deploy/static.Dockerfile');
const etc = '/etc/nginx';
const sharedPrefixes = ['conf.d/default.conf', 'snippets/'];
const isShared = (relative: string) => sharedPrefixes.some((prefix) => relative.startsWith(prefix));

/** Lookup of a path relative to /etc/nginx in a container, through its mounts or copies. */
const inContainer = (mounts: Mount[]) => (relative: string) => hostPathOf(mounts, path.posix.join(etc, relative));

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gap-nginx-files-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function smokeConfig(name: string) {
  const tls = { certificate: path.join(dir, 'missing-fullchain.pem'), key: path.join(dir, 'missing-privkey.pem') };
  return writeSmokeNginx(path.join(dir, name), smokePorts, tls, 'https://gap.test');
}

test('the proxy: compose mounts the shared files the smoke test includes, and both include trees resolve alike', () => {
  const proxyMounts = composeVolumes(compose, 'proxy');
  // The shared files, where the smoke test takes them from.
  expect(hostPathOf(proxyMounts, `${etc}/conf.d/default.conf`)).toBe(path.join(nginxDir, 'proxy.conf'));
  expect(hostPathOf(proxyMounts, `${etc}/snippets`)).toBe(path.join(nginxDir, 'snippets'));
  expect(hostPathOf(proxyMounts, `${etc}/listen`)).toBe(path.join(nginxDir, 'compose/https'));

  const smoke = smokeConfig('proxy');
  const composeTree = includeTree('conf.d/default.conf', inContainer(proxyMounts));
  const smokeTree = includeTree('conf.d/default.conf', (relative) => path.join(smoke.confDir, relative));

  // The same includes on both sides, each found.
  expect([...smokeTree.keys()].sort()).toEqual([...composeTree.keys()].sort());
  for (const [relative, file] of [...composeTree, ...smokeTree]) expect({ relative, file }).toEqual({ relative, file: expect.any(String) });
  // The shared ones are the very same files; every snippet in deploy/nginx/snippets is used by the proxy or the
  // static server (checked below), and the deployment's own files are not shared ones.
  const shared = [...composeTree.keys()].filter(isShared);
  expect(shared).toEqual(expect.arrayContaining(['conf.d/default.conf', 'snippets/gateway.conf', 'snippets/remote-front.conf', 'snippets/tls.conf', 'snippets/redirect-to-https.conf']));
  for (const relative of shared) expect({ relative, file: smokeTree.get(relative) }).toEqual({ relative, file: composeTree.get(relative) });
  for (const relative of [...composeTree.keys()].filter((r) => !isShared(r))) {
    expect(composeTree.get(relative)!.startsWith(path.join(nginxDir, 'compose') + path.sep)).toBe(true);
  }
});

test('the http-only mode swaps the listen files only, and its include tree resolves', () => {
  const mounts = mergeMounts(composeVolumes(compose, 'proxy'), composeVolumes(httpOnlyOverride, 'proxy'));
  expect(hostPathOf(mounts, `${etc}/listen`)).toBe(path.join(nginxDir, 'compose/http-only'));
  const httpsTree = includeTree('conf.d/default.conf', inContainer(composeVolumes(compose, 'proxy')));
  const tree = includeTree('conf.d/default.conf', inContainer(mounts));
  for (const [relative, file] of tree) expect({ relative, file }).toEqual({ relative, file: expect.any(String) });
  // Everything but TLS (the certificate, its settings) and the redirect is what the https mode includes.
  const withoutTls = [...httpsTree.keys()].filter((r) => !['listen/certificate.conf', 'snippets/tls.conf', 'snippets/redirect-to-https.conf'].includes(r));
  expect([...tree.keys()].sort()).toEqual(withoutTls.sort());
});

test('the remotes\' static image copies the shared files the smoke test\'s static servers include', () => {
  const copies = dockerfileCopies(staticDockerfile, 'static');
  expect(hostPathOf(copies, `${etc}/snippets`)).toBe(path.join(nginxDir, 'snippets'));
  expect(hostPathOf(copies, `${etc}/conf.d/default.conf`)).toBe(path.join(nginxDir, 'static/default.conf'));
  expect(hostPathOf(copies, `${etc}/templates/cors-origin.conf.template`)).toBe(path.join(nginxDir, 'static/cors-origin.conf.template'));
  const imageTree = includeTree('conf.d/default.conf', inContainer(copies));
  const smoke = smokeConfig('static');
  const smokeTree = includeTree('static.conf', (relative) => path.join(smoke.confDir, relative));
  expect(imageTree.get('snippets/remote-static.conf')).toBe(realpathSync(path.join(nginxDir, 'snippets/remote-static.conf')));
  expect(smokeTree.get('snippets/remote-static.conf')).toBe(imageTree.get('snippets/remote-static.conf'));
  const snippets = (tree: Map<string, string | undefined>) => [...tree.keys()].filter((r) => r.startsWith('snippets/')).sort();
  expect(snippets(smokeTree)).toEqual(snippets(imageTree));

  // Every snippet is used by the proxy or the static server: none is left for one side only.
  const proxyTree = includeTree('conf.d/default.conf', inContainer(composeVolumes(compose, 'proxy')));
  const used = new Set([...proxyTree.keys(), ...imageTree.keys()].filter((r) => r.startsWith('snippets/')));
  expect(readdirSync(path.join(nginxDir, 'snippets')).map((f) => `snippets/${f}`).sort()).toEqual([...used].sort());
  // Compose builds each remote from that image.
  for (const remote of remoteNames) expect(composeServiceTarget(remote)).toEqual({ dockerfile: 'deploy/static.Dockerfile', target: remote });
});

test('a wrong certificate path: nginx refuses to start and names the file', () => {
  const smoke = smokeConfig('wrong-certificate');
  const result = spawnSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-t', ...nginxArgs(smoke)], { encoding: 'utf8' });
  expect(result.status).not.toBe(0);
  // The message docs/deploy.md quotes for operators.
  expect(result.stderr).toContain(`[emerg] cannot load certificate "${path.join(dir, 'missing-fullchain.pem')}"`);
  expect(result.stderr).toContain('No such file or directory');
});

/** A compose service's build: its Dockerfile and target, read line by line. */
function composeServiceTarget(service: string): { dockerfile?: string; target?: string } {
  const lines = readFileSync(compose, 'utf8').split('\n');
  const start = lines.indexOf(`  ${service}:`);
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  const block = lines.slice(start + 1, end);
  const value = (key: string) => block.map((line) => new RegExp(`^ {6}${key}: (\\S+)$`).exec(line)?.[1]).find(Boolean);
  return { dockerfile: value('dockerfile'), target: value('target') };
}
