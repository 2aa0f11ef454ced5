import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production smoke test's nginx: the configuration docker-compose.yml gives the proxy and the remotes' static
 * image, run by Debian's nginx. The shared files (deploy/nginx/proxy.conf, deploy/nginx/snippets/) are used as
 * they are (a symbolic link, an include); the deployment-specific ones are made from compose's own by changing
 * only what must differ here: listen addresses and ports, the certificate's paths, the upstreams' addresses (and
 * no resolver: Debian's nginx 1.22 has no `resolve` on upstream servers, which compose's 1.27 uses), the remotes'
 * roots, the shell's origin. Any other difference in compose's files makes the generation fail.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const nginxDir = path.join(repoRoot, 'deploy/nginx');
export const remoteNames = ['mf-assessment', 'mf-billing', 'mf-knowledge'] as const;
export type RemoteName = (typeof remoteNames)[number];
/** Upstream names in the shared proxy.conf ($remote) and compose's upstreams.conf. */
export const upstreamOf = (remote: RemoteName) => remote.replace('-', '_');

export interface SmokePorts {
  /** The product's https origin. */
  app: number;
  /** Plain http, redirected to https. */
  redirect: number;
  /** Each remote's public https origin. */
  remotes: Record<RemoteName, number>;
  /** Each remote's static server (plain http, behind its public origin), as the static image's container. */
  statics: Record<RemoteName, number>;
  gateways: number[];
}

export interface SmokeNginx {
  /** The -p prefix: conf/, logs/, temp/. */
  prefix: string;
  /** nginx.conf, and the directory relative includes are resolved against (/etc/nginx in the image). */
  mainFile: string;
  confDir: string;
  errorLog: string;
  pidFile: string;
}

const read = (file: string) => readFileSync(file, 'utf8');

/** `text` with `pattern` replaced exactly once; throws naming `what` when it matches otherwise. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (matches !== 1) throw new Error(`${what}: expected exactly one match of ${pattern}, found ${matches}`);
  return text.replace(pattern, replacement);
}

/** Compose's https listen file for Debian's nginx here: the port on 127.0.0.1, and http2 on the listen line (1.22). */
function localHttpsListen(file: string, port: number): string {
  let text = read(file);
  text = replaceOnce(text, /^listen \d+ ssl;$/m, `listen 127.0.0.1:${port} ssl http2;`, file);
  return replaceOnce(text, /^http2 on;\n/m, '', file);
}

/** The upstream names compose's upstreams.conf defines. */
export function composeUpstreamNames(): string[] {
  return [...read(path.join(nginxDir, 'compose/upstreams.conf')).matchAll(/^upstream (\S+) \{/gm)].map((m) => m[1]!);
}

/** The static image's server block (deploy/nginx/static/default.conf) for one remote served here from `root`. */
export function localStaticServer(port: number, root: string): string {
  const file = path.join(nginxDir, 'static/default.conf');
  let text = read(file);
  text = replaceOnce(text, /^( +)listen 80;$/m, `$1listen 127.0.0.1:${port};`, file);
  return replaceOnce(text, /^( +)root \/usr\/share\/nginx\/html;$/m, `$1root ${root};`, file);
}

/** The static image's CORS map, written from its template the way the nginx image's entrypoint does (envsubst). */
export function renderCorsOrigin(shellOrigin: string): string {
  const file = path.join(nginxDir, 'static/cors-origin.conf.template');
  return replaceOnce(read(file), /\$\{SHELL_ORIGIN\}/, shellOrigin, file);
}

/**
 * Writes the smoke test's nginx configuration under `prefix`: conf/nginx.conf (the image's main file, with this
 * run's logs, pid and temp directories), conf/conf.d/default.conf and conf/snippets linked to the repository's
 * files, and conf/upstreams.conf, conf/listen/ and conf/static.conf made from compose's files. Each remote's files
 * are served from `<builds>/<remote>/dist`.
 */
export function writeSmokeNginx(prefix: string, ports: SmokePorts, tls: { certificate: string; key: string }, shellOrigin: string, builds = repoRoot): SmokeNginx {
  const confDir = path.join(prefix, 'conf');
  const logs = path.join(prefix, 'logs');
  const temp = path.join(prefix, 'temp');
  for (const dir of [confDir, path.join(confDir, 'conf.d'), path.join(confDir, 'listen'), logs, temp]) mkdirSync(dir, { recursive: true });

  // The shared files, unchanged: where docker-compose.yml mounts them, relative to the configuration directory.
  symlinkSync(path.join(nginxDir, 'proxy.conf'), path.join(confDir, 'conf.d/default.conf'));
  symlinkSync(path.join(nginxDir, 'snippets'), path.join(confDir, 'snippets'));

  // Upstreams: this run's addresses, under compose's names.
  const servers: Record<string, string[]> = {
    gateways: ports.gateways.map((port) => `server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`),
    ...Object.fromEntries(remoteNames.map((remote) => [upstreamOf(remote), [`server 127.0.0.1:${ports.statics[remote]};`]])),
  };
  const names = composeUpstreamNames();
  if (JSON.stringify([...names].sort()) !== JSON.stringify(Object.keys(servers).sort())) {
    throw new Error(`compose/upstreams.conf defines ${names.join(', ')}; the smoke test provides ${Object.keys(servers).join(', ')}`);
  }
  writeFileSync(
    path.join(confDir, 'upstreams.conf'),
    names.map((name) => `upstream ${name} {\n${servers[name]!.map((line) => `    ${line}\n`).join('')}}\n`).join('\n'),
  );

  // Listen files: compose's https ones with this run's ports and certificate.
  const https = path.join(nginxDir, 'compose/https');
  const listen = path.join(confDir, 'listen');
  const httpsFiles = readdirSync(https).sort();
  const expected = ['app.conf', 'certificate.conf', ...remoteNames.map((r) => `${r}.conf`), 'redirect.conf'].sort();
  if (JSON.stringify(httpsFiles) !== JSON.stringify(expected)) throw new Error(`compose/https holds ${httpsFiles.join(', ')}; expected ${expected.join(', ')}`);
  writeFileSync(path.join(listen, 'app.conf'), localHttpsListen(path.join(https, 'app.conf'), ports.app));
  for (const remote of remoteNames) writeFileSync(path.join(listen, `${remote}.conf`), localHttpsListen(path.join(https, `${remote}.conf`), ports.remotes[remote]));
  let certificate = read(path.join(https, 'certificate.conf'));
  certificate = replaceOnce(certificate, /^ssl_certificate \/etc\/nginx\/certs\/fullchain\.pem;$/m, `ssl_certificate ${tls.certificate};`, 'certificate.conf');
  certificate = replaceOnce(certificate, /^ssl_certificate_key \/etc\/nginx\/certs\/privkey\.pem;$/m, `ssl_certificate_key ${tls.key};`, 'certificate.conf');
  writeFileSync(path.join(listen, 'certificate.conf'), certificate);
  writeFileSync(path.join(listen, 'redirect.conf'), replaceOnce(read(path.join(https, 'redirect.conf')), /^( +)listen 80;$/m, `$1listen 127.0.0.1:${ports.redirect};`, 'redirect.conf'));

  // The three static images' servers, in this one nginx.
  writeFileSync(
    path.join(confDir, 'static.conf'),
    [renderCorsOrigin(shellOrigin), ...remoteNames.map((remote) => localStaticServer(ports.statics[remote], path.join(builds, remote, 'dist')))].join('\n'),
  );

  const errorLog = path.join(logs, 'error.log');
  const pidFile = path.join(prefix, 'nginx.pid');
  // nginx:1.27.5-alpine's own nginx.conf, with this run's paths. Run as root (CI), the workers stay root: the
  // repository may be in a folder other users cannot read.
  const root = process.getuid?.() === 0;
  const main = `# The smoke test's nginx: nginx:1.27.5-alpine's nginx.conf, with this run's logs, pid and temp directories.
${root ? 'user root root;\n' : ''}worker_processes 1;
error_log ${errorLog} notice;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(logs, 'access.log')};
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${path.join(temp, 'client_body')};
    proxy_temp_path ${path.join(temp, 'proxy')};
    fastcgi_temp_path ${path.join(temp, 'fastcgi')};
    uwsgi_temp_path ${path.join(temp, 'uwsgi')};
    scgi_temp_path ${path.join(temp, 'scgi')};
    include conf.d/*.conf;
    include static.conf;
}
`;
  const mainFile = path.join(confDir, 'nginx.conf');
  writeFileSync(mainFile, main);
  return { prefix, mainFile, confDir, errorLog, pidFile };
}

/** The command line that runs it in the foreground (`-t` first to test it). */
export function nginxArgs(nginx: SmokeNginx): string[] {
  return ['-p', nginx.prefix, '-c', nginx.mainFile, '-e', nginx.errorLog, '-g', `daemon off; pid ${nginx.pidFile};`];
}

// ---------------------------------------------------------------------------------------------------------------
// What docker-compose.yml and deploy/static.Dockerfile put where, read from the files themselves.

export interface Mount {
  host: string;
  container: string;
}

/** Splits a compose short volume ("./a:/b:ro", "${DIR:-./a}:/b:ro") on the colons outside `${...}`. */
function splitVolume(spec: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < spec.length; i++) {
    const c = spec[i]!;
    if (c === '$' && spec[i + 1] === '{') depth++;
    if (c === '}' && depth > 0) depth--;
    if (c === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** `${NAME:-default}` and `${NAME}` as compose would read them with NAME unset (its default, or empty). */
const withDefaults = (value: string) => value.replace(/\$\{[A-Z_]+(?::-([^}]*))?\}/g, (_all, fallback: string | undefined) => fallback ?? '');

/**
 * The volumes of one service in a compose file, read line by line (the files keep a plain layout: `services:`,
 * two-space indents, short volume syntax). Host paths are resolved against the repository (the project
 * directory, which compose resolves every file's relative paths against). Throws when the service or its
 * volumes are not found.
 */
export function composeVolumes(composeFile: string, service: string): Mount[] {
  const lines = read(composeFile).split('\n');
  const start = lines.findIndex((line) => line === `  ${service}:`);
  if (start < 0) throw new Error(`${composeFile}: no service ${service}`);
  const end = lines.findIndex((line, i) => i > start && /^ {0,2}\S/.test(line));
  const block = lines.slice(start + 1, end < 0 ? undefined : end);
  const at = block.findIndex((line) => line === '    volumes:');
  if (at < 0) throw new Error(`${composeFile}: service ${service} has no volumes`);
  const mounts: Mount[] = [];
  for (const line of block.slice(at + 1)) {
    const item = /^ {6}- (.+)$/.exec(line);
    if (!item) {
      if (/^ {6}#/.test(line) || line.trim() === '') continue;
      break;
    }
    const [host, container] = splitVolume(item[1]!.trim().replace(/^"|"$/g, ''));
    if (!host || !container) throw new Error(`${composeFile}: cannot read the volume ${item[1]}`);
    mounts.push({ host: path.resolve(repoRoot, withDefaults(host)), container });
  }
  return mounts;
}

/** Overlays `override`'s mounts on `base` by container path, as compose merges an override file's volumes. */
export function mergeMounts(base: Mount[], override: Mount[]): Mount[] {
  const targets = new Set(override.map((m) => m.container));
  return [...base.filter((m) => !targets.has(m.container)), ...override];
}

/** The files a Dockerfile stage copies from the build context (`COPY src dest`, not `--from`). */
export function dockerfileCopies(dockerfile: string, stage: string): Mount[] {
  const lines = read(dockerfile).split('\n');
  const start = lines.findIndex((line) => new RegExp(`^FROM \\S+ AS ${stage}$`, 'i').test(line));
  if (start < 0) throw new Error(`${dockerfile}: no stage ${stage}`);
  const copies: Mount[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^FROM /i.test(line)) break;
    const copy = /^COPY (?!--from)(\S+) (\S+)$/i.exec(line.trim());
    if (copy) copies.push({ host: path.resolve(repoRoot, copy[1]!), container: copy[2]!.replace(/\/$/, '') });
  }
  return copies;
}

/** A container path's file on the host through the mounts (the deepest mount that holds it), if any. */
export function hostPathOf(mounts: Mount[], containerPath: string): string | undefined {
  const holder = mounts
    .filter((m) => containerPath === m.container || containerPath.startsWith(`${m.container}/`))
    .sort((a, b) => b.container.length - a.container.length)[0];
  return holder && path.join(holder.host, containerPath.slice(holder.container.length));
}

/** The `include` directives of an nginx file (comments left out). */
export function includesOf(file: string): string[] {
  return [...read(file).replace(/#.*$/gm, '').matchAll(/(?:^|[;{}\s])include\s+([^;\s]+)\s*;/g)].map((m) => m[1]!);
}

/**
 * Follows the includes from `entry` (a path relative to nginx's configuration directory), each looked up with
 * `resolve`: the files reached, relative path -> real host path. A glob include (conf.d/*.conf) is listed as it
 * is written; an include that does not resolve to an existing file maps to undefined.
 */
export function includeTree(entry: string, resolve: (relative: string) => string | undefined): Map<string, string | undefined> {
  const reached = new Map<string, string | undefined>();
  const visit = (relative: string) => {
    if (reached.has(relative)) return;
    const file = resolve(relative);
    const found = file && existsSync(file) && statSync(file).isFile() ? realpathSync(file) : undefined;
    reached.set(relative, found);
    if (found) for (const next of includesOf(found)) visit(next);
  };
  visit(entry);
  return reached;
}
