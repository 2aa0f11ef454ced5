// The built product started for a bench as `npm start` would run it (embedded defaults, a data directory of its own,
// a free port on 127.0.0.1), and its stop. Benches that need a running gateway share this one start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts `entry` (default: the built gateway) with the given extra environment and node arguments; resolves with its
 * base URL and `stop()` once /readyz answers. `entry: 'start'` runs scripts/start.mjs (the shell and remotes too).
 */
export async function startBuiltProduct({ name = 'bench', entry = 'gateway', env = {}, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gap-${name}-`));
  const port = await freePort();
  const script = entry === 'start' ? path.join(root, 'scripts/start.mjs') : path.join(root, 'gateway/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRIAL_CREDITS: '0',
      TRIAL_EXAMPLE_PROJECT: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}) before it was ready`);
      if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
      if (i > 1200) throw new Error('the gateway was not ready after 120 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
