import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLSchema } from 'graphql';
import type { Context } from './context.type.js';
import { formatError, isPublicError } from './format-error.js';

export const graphqlLimits = { maxDepth: 10, maxCost: 5000 } as const;

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

export function createApolloServer(schema: GraphQLSchema, httpServer: Server, isProduction: boolean): ApolloServer<Context> {
  return new ApolloServer<Context>({
    schema,
    introspection: !isProduction,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [maxDepthRule({ n: graphqlLimits.maxDepth }), costLimitRule({ maxCost: graphqlLimits.maxCost })],
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      logInternalErrors,
      ...(isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
}
