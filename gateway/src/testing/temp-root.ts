import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Where test gateways keep their data directories: /dev/shm (memory) where there is one, else the system's
 * temporary directory. An embedded database is ~1,100 files; on this machine's disk copying one in and
 * removing it afterwards cost 2-3 s a gateway, and PGlite's own writes are quicker in memory too.
 */
export const testTempRoot = ((): string => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
})();
