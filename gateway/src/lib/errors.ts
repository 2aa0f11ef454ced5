/**
 * Typed errors with a stable code. REST answers `{ message }` with `status`; GraphQL answers the message
 * with `extensions.code`. Anything else is an internal error: logged with the request id, answered generically.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
}

export class ValidationError extends AppError {
  readonly status = 400;
  readonly code = 'BAD_USER_INPUT';
  constructor(message: string, readonly fields: Record<string, string> = {}) {
    super(message);
  }
}

export class UnauthenticatedError extends AppError {
  readonly status = 401;
  readonly code = 'UNAUTHENTICATED';
  constructor(message = 'Authentication required') {
    super(message);
  }
}

export class PaymentRequiredError extends AppError {
  readonly status = 402;
  readonly code = 'PAYMENT_REQUIRED';
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
}

export class ConflictError extends AppError {
  readonly status = 409;
  readonly code = 'CONFLICT';
  /** Extra fields for the client (e.g. how many questions are unanswered): in the REST body and GraphQL extensions. */
  constructor(message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
  }
}

/** A request body that arrived too slowly, or not within its time limit (the connection is closed after it). */
export class RequestTimeoutError extends AppError {
  readonly status = 408;
  readonly code = 'REQUEST_TIMEOUT';
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
}

export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

export class UnprocessableError extends AppError {
  readonly status = 422;
  readonly code = 'UNPROCESSABLE';
}

export class TooManyRequestsError extends AppError {
  readonly status = 429;
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

/** An outside system we depend on (the payment provider) failed or timed out; the caller may retry. */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
  /** When set, answered as Retry-After (a busy server, not a failed provider). */
  constructor(message: string, readonly retryAfterSeconds?: number) {
    super(message);
  }
}

export const internalErrorMessage = 'Internal server error';
