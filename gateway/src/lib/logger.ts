import { pino, type Logger } from 'pino';

export type { Logger };

/** The one logger. Secrets never reach it: request logs carry the path without its query string. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    redact: { paths: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'], censor: '[redacted]' },
  });
}
