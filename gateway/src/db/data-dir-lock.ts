import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A second process on an embedded database's data directory: refused, since PGlite serves one process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another gateway process (pid ${pid}). It serves one process only: ` +
        'stop that process first, use another DATA_DIR, or set DATABASE_URL to run several gateways on PostgreSQL.',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process (a `gateway.pid` file created exclusively), or throws
 * DataDirInUseError naming the live process that holds it. A lock left by a process that died (a crash,
 * SIGKILL, a container restarted with the same pid) is taken over. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'gateway.pid');
  const mine = String(process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === mine) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dir, holder);
    unlinkSync(file);
  }
}
