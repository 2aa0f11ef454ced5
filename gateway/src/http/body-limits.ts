import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ValidationError } from '../lib/errors.js';
import { hasUnsafeText, unsafeTextMessage } from '../lib/unsafe-text.js';

export { unsafeTextMessage } from '../lib/unsafe-text.js';

/** What the public operations (sign-in, registration, price list) ever need; anonymous bodies past it answer 413 unread. */
export const anonymousBodyLimitBytes = 16 * 1024;
/** The default for signed-in callers of /api and /graphql. */
export const authenticatedBodyLimitBytes = 256 * 1024;

/**
 * A JSON body parser with its own size cap, for one route. Mount it for the path before the shared parser
 * (which then skips the already-parsed body), e.g. `router.post('/imports', jsonBody(2 * 1024 * 1024), …)`
 * placed above the shared `jsonBodyByCaller()`. A declared Content-Length past the cap is refused before
 * any byte is read, a streamed one at the first byte past it (413 either way).
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  return (req, res, next) => {
    if (!req.is('application/json')) return parse(req, res, (error?: unknown) => (error ? next(error) : rejectUnsafeText(req, res, next)));
    // Too large: answered at once and the connection closed, never read to its end (the parser would read it all
    // before answering: a 1 MB declared body sent slowly held the answer, 50 MB sent were read).
    let refused = false;
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limitBytes && !refused) refuse();
    };
    const refuse = () => {
      refused = true;
      req.off('data', count);
      res.setHeader('Connection', 'close');
      next(bodyTooLarge());
    };
    if (Number(req.headers['content-length'] ?? 0) > limitBytes) return refuse();
    req.on('data', count);
    parse(req, res, (error?: unknown) => {
      req.off('data', count);
      if (refused) return;
      if (error) return next(error);
      rejectUnsafeText(req, res, next);
    });
  };
}

/** What body parsers raise past their limit (answered 413 by the REST and GraphQL error handlers). */
function bodyTooLarge(): Error {
  return Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
}

export function rejectUnsafeText(req: Request, _res: Response, next: NextFunction): void {
  if (hasUnsafeText(req.body)) return next(new ValidationError(unsafeTextMessage));
  next();
}

/**
 * The shared JSON parser: anonymous callers get `anonymousBodyLimitBytes`, signed-in ones `authenticated`.
 * Needs `authenticateRequest` before it (req.user resolved from the bearer token, without reading the body).
 */
export function jsonBodyByCaller(authenticated = authenticatedBodyLimitBytes): RequestHandler {
  const anonymousParser = jsonBody(anonymousBodyLimitBytes);
  const signedInParser = jsonBody(authenticated);
  return (req: Request, res: Response, next: NextFunction) => (req.profile ? signedInParser : anonymousParser)(req, res, next);
}
