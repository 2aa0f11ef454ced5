import type { NextFunction, Request, Response } from 'express';
import { AppError, ConflictError, internalErrorMessage, ServiceUnavailableError, TooManyRequestsError } from '../lib/errors.js';

/** REST errors: `{ message }` with the error's status; internals are logged with the request id and hidden. */
export function restErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  // Answered already (an upload cut for its pace, see body-pace.ts): a client error needs nothing more.
  if (res.headersSent && (error instanceof AppError || (httpStatusOf(error) ?? 500) < 500)) return;
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    if (error instanceof TooManyRequestsError || (error instanceof ServiceUnavailableError && error.retryAfterSeconds)) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    res.status(error.status).json({ message: error.message, ...(error instanceof ConflictError ? error.details : {}) });
    return;
  }
  const status = httpStatusOf(error);
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: statusMessage(status) });
    return;
  }
  (req.log ?? console).error({ err: error }, 'unhandled error');
  res.status(500).json({ message: internalErrorMessage });
}

/** Errors raised by body parsers carry a status (400 malformed JSON, 413 too large). */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function statusMessage(status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 400) return 'Malformed request body';
  return 'Bad request';
}

export function apiNotFound(_req: Request, res: Response): void {
  res.status(404).json({ message: 'Not found' });
}
