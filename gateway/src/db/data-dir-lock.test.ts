import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatewayMain, listeningUrl, spawnGateway } from '../testing/gateway-process.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gap-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

describe('lockDataDir', () => {
  it('refuses a directory a live process holds, naming it; takes over one whose holder died; releases its own', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, 'gateway.pid'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`in use by another gateway process (pid ${holder.pid})`);
      expect(readFileSync(path.join(dir, 'gateway.pid'), 'utf8')).toBe(String(holder.pid)); // untouched
    } finally {
      holder.kill('SIGKILL');
    }
    await exitOf(holder);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'gateway.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'gateway.pid'))).toBe(false);
  });

  it('does not remove a lock another process took after it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    writeFileSync(path.join(dir, 'gateway.pid'), '999999999');
    release();
    expect(readFileSync(path.join(dir, 'gateway.pid'), 'utf8')).toBe('999999999');
  });
});

describe('the embedded database serves one process', () => {
  const start = (dataDir: string) => spawnGateway({ DATA_DIR: dataDir });

  it('a second gateway on the same data directory exits 1 with a clear message; after a crash the next one starts', async () => {
    expect(existsSync(gatewayMain)).toBe(true); // built by `npm run build -w gateway` (npm test builds first)
    const dataDir = tempDir();
    await seedPgliteDataDir(dataDir); // a migrated database: the test is about the lock, not initdb
    const first = start(dataDir);
    const children = [first];
    try {
      const url = await listeningUrl(first);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      const second = start(dataDir);
      children.push(second);
      let stderr = '';
      second.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await exitOf(second)).toBe(1);
      expect(stderr.trim()).toBe(new DataDirInUseError(path.join(dataDir, 'db'), first.pid!).message);
      expect((await fetch(`${url}/readyz`)).status).toBe(200); // the first one is unharmed

      // A crash leaves the lock behind; the next gateway sees its holder is gone and starts.
      first.kill('SIGKILL');
      await exitOf(first);
      const third = start(dataDir);
      children.push(third);
      const thirdUrl = await listeningUrl(third);
      expect((await fetch(`${thirdUrl}/readyz`)).status).toBe(200);
      third.kill('SIGTERM');
      expect(await exitOf(third)).toBe(0);
      expect(existsSync(path.join(dataDir, 'db', 'gateway.pid'))).toBe(false); // released on a clean stop
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
