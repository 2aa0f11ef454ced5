import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Em, Orm } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { User } from '../modules/users/user.entity.js';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
    em: Em;
    user?: User;
  }
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives every request an id (kept from X-Request-Id when sane), a child logger, a fresh EntityManager and an
 * access log line. The child logger is made when first used (most requests only write the access line, which
 * carries the request id itself), and the EntityManager fork is a cheap empty identity map.
 */
export function requestContext(orm: Orm, logger: Logger) {
  const logsRequests = logger.isLevelEnabled('info');
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get('x-request-id');
    const id = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    req.id = id;
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', { configurable: true, enumerable: true, get: () => (child ??= logger.child({ requestId: id })) });
    req.em = orm.em.fork();
    res.setHeader('X-Request-Id', id);
    if (logsRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        // The path only: query strings may carry stream tokens.
        logger.info({ requestId: id, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, 'request');
      });
    }
    next();
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
