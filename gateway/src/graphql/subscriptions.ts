import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, getOperationAST, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { apiTokenMessages } from '@gap/schema';
import type { Services } from '../app/services.js';
import type { Orm } from '../db/orm.js';
import { TooManyRequestsError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { hasUnsafeText, unsafeTextMessage } from '../lib/unsafe-text.js';
import { authenticateBearer, type Caller } from '../modules/api-tokens/bearer.js';
import type { Context } from './context.type.js';
import { formatError, isPublicError } from './format-error.js';
import { documentTooLargeMessage, graphqlLimits, isDocumentTooLarge, limitRules, responseTooLargeMessage } from './limits/index.js';
import { operationChoiceError } from './operation-choice.js';

export const wsLimits = { maxOperationsPerConnection: 10, maxConnectionsPerUser: 5, maxPayloadBytes: 64 * 1024, connectionInitWaitMs: 3000 } as const;

type ConnectionParams = { authorization?: unknown; token?: unknown } | undefined;
type Connection = {
  userId?: number;
  /** The connection's running operations (graphql-ws keeps them), counted against the per-user cap. */
  subscriptions?: Record<string, unknown>;
  /** Stops watching the connection's credential (see Credentials). */
  unwatch?: () => void;
};

function tokenFrom(params: ConnectionParams): string | undefined {
  const raw = params?.authorization ?? params?.token;
  if (typeof raw !== 'string') return undefined;
  return raw.replace(/^Bearer\s+/i, '');
}

/** Browsers always send Origin: only the gateway's own origin may open a socket; other clients send none. */
export function isAllowedOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * graphql-ws on the /graphql path, under the rules of GraphQL over HTTP: the same validation rules (limits,
 * introspection off in production), document size, error formatting, plus socket limits (origin, init
 * timeout, payload size, operations per connection, connections per user). A connection is authenticated
 * from connectionParams ({ authorization: 'Bearer …' } or { token }, a sign-in JWT or an API token); without a
 * valid token it is closed (4403), and so is an open one whose token is revoked or expires. Every operation checks
 * the token again (revocation, expiry, API token scope and rate limit).
 */
export function attachSubscriptions(httpServer: Server, schema: GraphQLSchema, orm: Orm, services: Services, logger: Logger, isProduction: boolean) {
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: wsLimits.maxPayloadBytes,
    verifyClient: ({ req }: { req: IncomingMessage }, done: (ok: boolean, status?: number) => void) => done(isAllowedOrigin(req), 403),
  });
  const rules = [...specifiedRules, ...limitRules(isProduction)];
  const connectionsByUser = new Map<number, Set<Connection>>();
  // As over HTTP (apollo.ts): an error the caller is not told about is logged, with the operation's path.
  const format = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((e) => {
      if (!isPublicError(e, e.extensions?.code)) logger.error({ err: e.originalError ?? e, path: e.path }, 'unhandled GraphQL error (websocket)');
      return formatError(e.toJSON(), e, isProduction);
    });

  const cleanup = useServer<ConnectionParams, Connection>(
    {
      schema,
      connectionInitWaitTimeout: wsLimits.connectionInitWaitMs,
      onConnect: async (ctx) => {
        let user: Caller['user'];
        let credential: Caller['credential'];
        try {
          ({ user, credential } = await authenticateBearer(services, orm.em.fork(), tokenFrom(ctx.connectionParams)));
        } catch (error) {
          if (!(error instanceof TooManyRequestsError)) throw error;
          ctx.extra.socket.close(4429, 'Too many requests');
          return false;
        }
        // false makes graphql-ws close the socket with 4403 Forbidden.
        if (!user || !credential) return false;
        const connections = connectionsByUser.get(user.id) ?? new Set();
        if (connections.size >= wsLimits.maxConnectionsPerUser) {
          ctx.extra.socket.close(4429, 'Too many connections');
          return false;
        }
        connections.add(ctx.extra);
        connectionsByUser.set(user.id, connections);
        ctx.extra.userId = user.id;
        ctx.extra.subscriptions = ctx.subscriptions;
        // A credential revoked or expired while the socket is open closes it (4403), subscriptions and all.
        ctx.extra.unwatch = services.credentials.watch(credential, () => orm.em.fork(), () => ctx.extra.socket.close(4403, 'Forbidden'));
        return true;
      },
      onClose: (ctx) => {
        ctx.extra.unwatch?.();
        const connections = ctx.extra.userId === undefined ? undefined : connectionsByUser.get(ctx.extra.userId);
        connections?.delete(ctx.extra);
        if (connections?.size === 0) connectionsByUser.delete(ctx.extra.userId!);
      },
      onSubscribe: async (ctx, _id, payload) => {
        if (Object.keys(ctx.subscriptions).length > wsLimits.maxOperationsPerConnection) return [tooMany('connection')];
        const userOperations = [...(connectionsByUser.get(ctx.extra.userId!) ?? [])].reduce((n, c) => n + Object.keys(c.subscriptions ?? {}).length, 0);
        if (userOperations > wsLimits.maxOperationsPerConnection * 2) return [tooMany('user')];
        if (isDocumentTooLarge(payload.query)) return [new GraphQLError(documentTooLargeMessage, { extensions: { code: 'PAYLOAD_TOO_LARGE' } })];
        // As over HTTP (body-limits.ts): NUL or an unpaired surrogate in the variables is the client's error.
        if (hasUnsafeText(payload.variables)) return [new GraphQLError(unsafeTextMessage, { extensions: { code: 'BAD_USER_INPUT' } })];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: graphqlLimits.maxTokens });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Syntax error')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const choiceError = operationChoiceError(document, payload.operationName, 'ws');
        if (choiceError) return [choiceError];
        // Every operation re-checks the credential: a revoked or expired token stops working at once, and API
        // tokens count against their rate limit per operation.
        const em = orm.em.fork();
        const token = tokenFrom(ctx.connectionParams);
        let caller: Caller;
        try {
          caller = await authenticateBearer(services, em, token);
        } catch (error) {
          if (!(error instanceof TooManyRequestsError)) throw error;
          return [new GraphQLError(error.message, { extensions: { code: error.code, retryAfterSeconds: error.retryAfterSeconds } })];
        }
        if (caller.apiToken?.scope === 'read' && getOperationAST(document, payload.operationName)?.operation === 'mutation') {
          return [new GraphQLError(apiTokenMessages.readOnly, { extensions: { code: 'FORBIDDEN' } })];
        }
        const contextValue: Context = {
          em,
          // Built when a resolver reads it (see Caller): most operations only need the profile.
          get user() {
            return caller.user;
          },
          profile: caller.profile,
          apiToken: caller.apiToken,
          // Long-lived subscriptions watch it (and the caller's membership): see collaboration.resolver.ts.
          credential: caller.credential,
          token,
          requestId: `ws-${ctx.extra.userId}`,
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          log: logger,
          services,
        };
        return { schema, document, variableValues: payload.variables, operationName: payload.operationName, contextValue };
      },
      onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) => {
        const formatted = { ...result, ...(result.errors ? { errors: format(result.errors) } : {}) };
        if (JSON.stringify(formatted).length <= graphqlLimits.maxResponseBytes) return formatted;
        return { errors: [{ message: responseTooLargeMessage, extensions: { code: 'RESPONSE_TOO_LARGE' } }] };
      },
      onError: (_ctx, _id, _payload, errors) => format(errors),
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

function tooMany(scope: 'connection' | 'user'): GraphQLError {
  return new GraphQLError(`Too many operations at once on this ${scope}`, { extensions: { code: 'TOO_MANY_REQUESTS' } });
}
