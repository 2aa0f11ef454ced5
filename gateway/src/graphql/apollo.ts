import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, GraphQLSchema, ValidationContext } from 'graphql';
import type { Context } from './context.type.js';
import { formatError, isPublicError } from './format-error.js';

export const graphqlLimits = { maxDepth: 10, maxCost: 5000 } as const;

/** Limit violations are reported as validation errors (400, GRAPHQL_VALIDATION_FAILED) instead of thrown. */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

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
    validationRules: [
      maxDepthRule({ n: graphqlLimits.maxDepth, ...reportAsValidationError }),
      costLimitRule({ maxCost: graphqlLimits.maxCost, ...reportAsValidationError }),
    ],
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      logInternalErrors,
      ...(isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
}
