import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built gateway (`npm run build -w gateway`; `npm test` builds first), for tests that start real processes. */
export const gatewayMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/main.js');

/** A real gateway process on 127.0.0.1 and a free port, logging at info (see listeningUrl); `env` adds DATA_DIR and the rest. */
export function spawnGateway(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [gatewayMain], {
    // A new account starts empty (no trial credit, no example project) unless the test asks for them; gateways
    // started in bulk load the encoder on first use, not all at once at start.
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false', ENCODER_WARM_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The URL a gateway child process logs once it listens (LOG_LEVEL info); rejects if it exits first. Its
 * output is read on (and dropped) afterwards, so a busy gateway never blocks on a full pipe.
 */
export function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const onErr = (chunk: Buffer) => (err += chunk.toString());
    const onExit = (code: number | null) => reject(new Error(`gateway exited (${code}) before listening: ${err || out}`));
    const onOut = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)".*"msg":"gateway listening"/.exec(out);
      if (!match) return;
      child.stdout!.off('data', onOut).resume();
      child.stderr!.off('data', onErr).resume();
      child.off('exit', onExit);
      resolve(match[1]!);
    };
    child.stderr!.on('data', onErr);
    child.stdout!.on('data', onOut);
    child.once('exit', onExit);
  });
}
