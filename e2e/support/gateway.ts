import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A second gateway process from the built product, with its own data directory and environment. */
export async function startGateway(port: number, env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gap-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'gateway/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  // A cold start on a busy machine can take a while; a gateway that exits (its port taken) or never gets ready
  // fails the journey here, with the reason, instead of at its first request.
  for (let ready = false; !ready; ) {
    if (exited !== undefined) throw new Error(`the gateway on port ${port} exited (code ${exited}) before it was ready`);
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`the gateway on port ${port} was not ready after 90 s`);
    }
    try {
      ready = (await fetch(`${url}/readyz`)).ok;
    } catch {
      /* not listening yet */
    }
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (exited === undefined) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
