import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/**
 * A non-ok answer from the REST facade (uploads, downloads). `message` follows SPEC 8:
 * "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
    /** The `message` field of a JSON error body, when the server sent one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

/** The `message` of a JSON error body (REST errors answer `{ message }`), if any. */
export const messageOfBody = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON: there is no server message to show.
  }
  return undefined;
};

/** The `extensions.code` of the first GraphQL error ('NOT_FOUND', 'UNAUTHENTICATED', …), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's own message of a failed call (GraphQL error or REST `{ message }`), when it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (ServerError.is(error)) return messageOfBody(error.bodyText);
  if (error instanceof ApiError) return error.serverMessage;
  return undefined;
}

/** SPEC 8: the server's message for a toast, else the given default. */
export const serverMessageOr = (error: unknown, fallback: string): string => serverMessageOf(error) ?? fallback;

/** SPEC 8 wording of any failure for an error panel: "<status>: <body>" for HTTP errors, else the message. */
export function errorMessage(error: unknown): string {
  if (ServerError.is(error)) return `${error.statusCode}: ${error.bodyText || 'Error'}`;
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('; ');
  return error instanceof Error ? error.message : String(error);
}
