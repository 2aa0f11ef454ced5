import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built gateway (`npm run build -w gateway`; `npm test` builds first), for tests that start real processes. */
export const gatewayMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/** The URL a gateway child process logs once it listens (LOG_LEVEL info); rejects if it exits first. */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)".*"msg":"gateway listening"/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}) before listening: ${err || out}`)));
  });
}
