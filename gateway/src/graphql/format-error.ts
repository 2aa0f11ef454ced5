import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, internalErrorMessage, TooManyRequestsError, ValidationError } from '../lib/errors.js';

/** Codes produced by GraphQL itself (parse, validation, limits, CSRF) pass through unchanged. */
const publicCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** True for errors whose message may be shown as is; the rest are logged and answered generically. */
export function isPublicError(error: unknown, code: unknown): boolean {
  return unwrapResolverError(error) instanceof AppError || (typeof code === 'string' && publicCodes.has(code));
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original instanceof ValidationError && Object.keys(original.fields).length) extensions.fields = original.fields;
    if (original instanceof TooManyRequestsError) extensions.retryAfterSeconds = original.retryAfterSeconds;
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  if (isPublicError(error, formatted.extensions?.code)) return formatted;
  return { message: internalErrorMessage, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
