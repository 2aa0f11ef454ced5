import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Context } from './context.type.js';
import { graphqlLimits, responseTooLargeMessage } from './limits/index.js';

/**
 * Apollo Server as the last express handler of /graphql: what @as-integrations/express5 does, without two of its
 * per-request costs (issue 14, API speed): `url.parse` (deprecated, so Node checks its caller on every call) for
 * the query string, and `res.send`, which parsed the content type Apollo had just set. Needs the body parsed
 * (`jsonBodyByCaller` or graphql-upload before it). An answer past the size limit is replaced by an error, a
 * backstop behind the cost rule.
 */
export function apolloHandler(apollo: ApolloServer<Context>, context: (req: Request) => Promise<Context>): RequestHandler {
  apollo.assertStarted('apolloHandler()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body },
      context: () => context(req),
    });
    // Already answered (an upload whose body was too slow, see http/body-pace.ts): nothing more to say.
    if (res.headersSent) return;
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') return sendCapped(req, res, response.body.string);
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

/** The query string with its `?` (empty when there is none), as Apollo reads GET operations from it. */
export function searchOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const end = url.indexOf('#', start);
  return url.slice(start, end === -1 ? undefined : end);
}

function sendCapped(req: Request, res: Response, text: string): void {
  let body = Buffer.from(text);
  if (body.length > graphqlLimits.maxResponseBytes) {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    body = Buffer.from(JSON.stringify({ errors: [{ message: responseTooLargeMessage, extensions: { code: 'RESPONSE_TOO_LARGE' } }] }));
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
