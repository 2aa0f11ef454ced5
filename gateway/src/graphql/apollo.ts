import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { apiTokenMessages } from '@gap/schema';
import type { Context } from './context.type.js';
import { formatError, isPublicError } from './format-error.js';
import { jitGateway } from './jit-gateway.js';
import { graphqlLimits, limitRules } from './limits/index.js';
import { operationChoiceError } from './operation-choice.js';

export { graphqlLimits } from './limits/index.js';

/** Logs every error that will be answered generically, with the request id of its context. */
const logInternalErrors: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (!isPublicError(error, error.extensions?.code)) contextValue.log.error({ err: error.originalError ?? error, path: error.path }, 'unhandled GraphQL error');
        }
      },
    };
  },
};

/**
 * A read-only API token runs queries only: a mutation is refused (403) before anything executes. Other callers
 * get no listener (Apollo awaits every listener's hooks at each stage of every request).
 */
const readOnlyTokens: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.apiToken?.scope !== 'read') return;
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'mutation') {
          throw new GraphQLError(apiTokenMessages.readOnly, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        }
      },
    };
  },
};

/** An operationName that names nothing, or a subscription over HTTP: 400 BAD_REQUEST before execution. */
const operationChoice: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, request }) {
        const error = operationChoiceError(document, request.operationName, 'http');
        if (error) throw error;
      },
    };
  },
};

/** extraPlugins: the metrics' observer when metrics are on (none otherwise: every plugin costs each request). */
export function createApolloServer(schema: GraphQLSchema, httpServer: Server, isProduction: boolean, extraPlugins: ApolloServerPlugin<Context>[] = []): ApolloServer<Context> {
  return new ApolloServer<Context>({
    gateway: jitGateway(schema),
    introspection: !isProduction,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // Introspection is refused by the rules in production (the same rules guard graphql-ws).
    validationRules: limitRules(isProduction),
    hideSchemaDetailsFromClientErrors: isProduction,
    parseOptions: { maxTokens: graphqlLimits.maxTokens },
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      logInternalErrors,
      readOnlyTokens,
      operationChoice,
      // Answers are per user and never cached (Cache-Control: no-store on /graphql); Apollo's cache-control
      // plugin would otherwise wrap every field's resolver to work out cache hints nobody reads.
      ApolloServerPluginCacheControlDisabled(),
      ...(isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
      ...extraPlugins,
    ],
  });
}
