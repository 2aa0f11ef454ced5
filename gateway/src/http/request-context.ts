import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Em, Orm } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { Caller } from '../modules/api-tokens/bearer.js';
import type { User } from '../modules/users/user.entity.js';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    /** The request's child logger, made when first read (see requestFields). */
    readonly log: Logger;
    em: Em;
    /** The signed-in user's entity, built when first read (see requestFields). */
    readonly user?: User;
    /** What `log` is made from; set by requestContext. */
    parentLogger?: Logger;
    childLogger?: Logger;
    /** What the bearer token resolved to (see resolveUser); `user` is read from it. */
    caller?: Caller;
  }
}

/**
 * Defines `req.log` and `req.user` once, as getters on the app's request prototype, that work out what most
 * requests never read from plain fields set per request. A getter of each request's own (Object.defineProperty
 * on the request, or an object literal's `get`) is a property V8 keeps per object, and with it most of each
 * request's objects survived young-generation collections: at ~1,000 req/s on GET /api/user about 12 MB was
 * promoted per scavenge, scavenges took 40-300 ms and the old generation filled up every few seconds; with
 * prototype getters nothing is promoted (docs/decisions/request-prototype-getters.md has the bench figures).
 */
export function requestFields(request: Request): void {
  Object.defineProperties(request, {
    log: {
      configurable: true,
      get(this: Request) {
        return this.parentLogger && (this.childLogger ??= this.parentLogger.child({ requestId: this.id }));
      },
    },
    user: {
      configurable: true,
      get(this: Request) {
        return this.caller?.user;
      },
    },
  });
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
    req.parentLogger = logger;
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
