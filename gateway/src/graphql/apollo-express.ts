import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';
import type { Context } from './context.type.js';
import { graphqlLimits, responseTooLargeMessage } from './limits/index.js';

/**
 * Apollo Server as the last express handler of /graphql, through Apollo's own Express integration (a handler of our
 * own measured no faster: docs/decisions/apollo-express-handler.md). Needs the body parsed (`jsonBodyByCaller` or
 * graphql-upload before it). Two things around it: an answer past the size limit is replaced by an error, a backstop
 * behind the cost rule; and a request already answered (an upload whose body was too slow, see http/body-pace.ts)
 * gets nothing more, where the integration would try to set its headers again.
 */
export function apolloHandler(apollo: ApolloServer<Context>, context: (req: Request) => Promise<Context>): RequestHandler {
  const integration = expressMiddleware(apollo, { context: ({ req }) => context(req) });
  return async (req, res, next) => {
    capResponse(res);
    try {
      await integration(req, res, next);
    } catch (error) {
      if (res.headersSent && (error as NodeJS.ErrnoException).code === 'ERR_HTTP_HEADERS_SENT') return;
      next(error);
    }
  };
}

/** The integration answers with `res.send`: an answer past `graphqlLimits.maxResponseBytes` goes out as an error instead. */
function capResponse(res: Response): void {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body !== 'string' || Buffer.byteLength(body) <= graphqlLimits.maxResponseBytes) return send(body);
    res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
    return send(JSON.stringify({ errors: [{ message: responseTooLargeMessage, extensions: { code: 'RESPONSE_TOO_LARGE' } }] }));
  };
}
