import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, ConflictError, internalErrorMessage, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../lib/errors.js';

/** Codes produced by GraphQL itself (parse, validation, limits, CSRF) pass through unchanged. */
export const publicCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  // Transport limits (graphql-ws, the HTTP guard): their messages say which limit was hit.
  'PAYLOAD_TOO_LARGE',
  'RESPONSE_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  // A read-only API token refused a mutation (raised before execution, see apollo.ts).
  'FORBIDDEN',
]);

/** True for errors whose message may be shown as is; the rest are logged and answered generically. */
export function isPublicError(error: unknown, code: unknown): boolean {
  return unwrapResolverError(error) instanceof AppError || (typeof code === 'string' && publicCodes.has(code));
}

/** Validation messages name fields the caller may not know of ("Did you mean …?"); production drops that part. */
function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const message = formatted.message.replace(/ ?Did you mean .+\?$/, '');
  return message === formatted.message ? formatted : { ...formatted, message };
}

export function formatError(formatted: GraphQLFormattedError, error: unknown, isProduction = false): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original instanceof ValidationError && Object.keys(original.fields).length) extensions.fields = original.fields;
    if (original instanceof TooManyRequestsError || (original instanceof ServiceUnavailableError && original.retryAfterSeconds)) {
      extensions.retryAfterSeconds = original.retryAfterSeconds;
    }
    if (original instanceof ConflictError) Object.assign(extensions, original.details);
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  if (isPublicError(error, formatted.extensions?.code)) return isProduction ? withoutSuggestions(formatted) : formatted;
  return { message: internalErrorMessage, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
