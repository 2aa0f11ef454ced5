import type { Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Services } from '../app/services.js';
import type { Orm } from '../db/orm.js';
import type { Logger } from '../lib/logger.js';
import type { Context } from './context.type.js';

type ConnectionParams = { authorization?: unknown; token?: unknown } | undefined;

function tokenFrom(params: ConnectionParams): string | undefined {
  const raw = params?.authorization ?? params?.token;
  if (typeof raw !== 'string') return undefined;
  return raw.replace(/^Bearer\s+/i, '');
}

/**
 * graphql-ws on the /graphql path. A connection is authenticated once, from connectionParams
 * ({ authorization: 'Bearer …' } or { token }); without a valid token the socket is closed (4403).
 */
export function attachSubscriptions(httpServer: Server, schema: GraphQLSchema, orm: Orm, services: Services, logger: Logger) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const cleanup = useServer<ConnectionParams, { userId?: number }>(
    {
      schema,
      onConnect: async (ctx) => {
        const user = await services.auth.authenticate(orm.em.fork(), tokenFrom(ctx.connectionParams));
        // false makes graphql-ws close the socket with 4403 Forbidden.
        if (!user) return false;
        ctx.extra.userId = user.id;
        return true;
      },
      context: async (ctx): Promise<Context> => {
        const em = orm.em.fork();
        const user = await services.auth.authenticate(em, tokenFrom(ctx.connectionParams));
        return { em, user, requestId: `ws-${ctx.extra.userId}`, ip: ctx.extra.request.socket.remoteAddress ?? 'unknown', log: logger, services };
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      wsServer.close();
    },
  };
}
