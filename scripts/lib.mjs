// Helpers shared by the root scripts: run a workspace script, know what is built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const microfrontends = ['mf-shell', 'mf-assessment', 'mf-billing', 'mf-knowledge'];

/** What each workspace's build produces; a missing file means "build it". */
export const buildOutputs = {
  schema: 'schema/dist/index.js',
  gateway: 'gateway/dist/main.js',
  'mf-shell': 'mf-shell/dist/index.html',
  'mf-assessment': 'mf-assessment/dist/mf-manifest.json',
  'mf-billing': 'mf-billing/dist/mf-manifest.json',
  'mf-knowledge': 'mf-knowledge/dist/mf-manifest.json',
};

export const isBuilt = (workspace) => existsSync(path.join(root, buildOutputs[workspace]));

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs `npm run <script>` in one workspace; throws when it fails. */
export async function runWorkspace(workspace, script, env = {}) {
  const code = await run('npm', ['run', script, '--silent', '-w', workspace], { env: { ...process.env, ...env } });
  if (code !== 0) throw new Error(`npm run ${script} -w ${workspace} failed (exit ${code})`);
}

/** Builds the given workspaces in dependency order: schema, then gateway, then the microfrontends two at a time. */
export async function build(workspaces) {
  const wanted = new Set(workspaces);
  if (wanted.has('schema')) await runWorkspace('schema', 'build');
  if (wanted.has('gateway')) await runWorkspace('gateway', 'build');
  const mfs = microfrontends.filter((mf) => wanted.has(mf));
  for (let i = 0; i < mfs.length; i += 2) {
    await Promise.all(mfs.slice(i, i + 2).map((mf) => runWorkspace(mf, 'build')));
  }
}
