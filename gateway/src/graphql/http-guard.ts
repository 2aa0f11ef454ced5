import type { NextFunction, Request, Response } from 'express';
import { apiTokenMessages } from '@gap/schema';
import { rejectUnsafeText } from '../http/body-limits.js';
import { answerGraphqlBreach, watchBodyPace, type BodyPace } from '../http/body-pace.js';
import { AppError, TooManyRequestsError } from '../lib/errors.js';
import { documentTooLargeMessage, isDocumentTooLarge } from './limits/index.js';
import { isPublicDocument } from './public-operations.js';

function answer(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** A multipart body (an upload, which graphql-upload reads at once) must arrive at the uploads' pace (see http/body-pace.ts). */
export function paceMultipart(pace: BodyPace): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    watchBodyPace(req, res, pace, answerGraphqlBreach);
    next();
  };
}

/** Anonymous multipart (uploads) is refused before graphql-upload streams any file to disk. */
export function refuseAnonymousMultipart(req: Request, res: Response, next: NextFunction): void {
  if (!req.profile && req.is('multipart/form-data')) return answer(res, 401, 'UNAUTHENTICATED', 'Authentication required');
  next();
}

/** Uploads are writes: a read-only API token is refused before any file is streamed. */
export function refuseReadOnlyMultipart(req: Request, res: Response, next: NextFunction): void {
  if (req.apiToken?.scope === 'read' && req.is('multipart/form-data')) return answer(res, 403, 'FORBIDDEN', apiTokenMessages.readOnly);
  next();
}

/**
 * After the body is parsed, before GraphQL parses the query: the document size limit for everyone, and for
 * anonymous callers the public operations only, given as query text (401 otherwise, without validating or
 * running anything).
 */
export function guardDocument(req: Request, res: Response, next: NextFunction): void {
  const query: unknown = req.method === 'GET' ? req.query.query : (req.body as { query?: unknown } | undefined)?.query;
  if (isDocumentTooLarge(query)) return answer(res, 413, 'PAYLOAD_TOO_LARGE', documentTooLargeMessage);
  // An automatic persisted query sends only a hash: nothing shows the operation it names is public.
  const persisted = req.method === 'GET' ? req.query.extensions !== undefined : (req.body as { extensions?: unknown } | undefined)?.extensions !== undefined;
  if (!req.profile && (query !== undefined || persisted) && !isPublicDocument(query)) return answer(res, 401, 'UNAUTHENTICATED', 'Authentication required');
  next();
}

/** Multipart operations are parsed by graphql-upload, not by jsonBody: their strings get the same check. */
export function rejectUnsafeMultipartText(req: Request, res: Response, next: NextFunction): void {
  if (req.is('multipart/form-data')) return rejectUnsafeText(req, res, next);
  next();
}

/** Refusals before Apollo (body size, malformed JSON, unsafe text) in GraphQL's answer shape. */
export function graphqlErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    return answer(res, error.status, error.code, error.message);
  }
  const status = typeof error === 'object' && error && 'status' in error && typeof error.status === 'number' ? error.status : 0;
  if (status === 413) return answer(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 400) return answer(res, 400, 'BAD_REQUEST', 'Malformed request body');
  next(error);
}
