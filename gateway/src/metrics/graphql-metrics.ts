import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Histogram } from 'prom-client';

/**
 * The names of the product's own operations (every microfrontend's, from the typed documents @gap/schema
 * generates): the only values the `operation` label takes besides "other" and "anonymous", so a caller naming
 * its operations at random cannot grow the metrics without bound.
 */
export async function productOperationNames(): Promise<Set<string>> {
  const documents = await import('@gap/schema/graphql');
  const names = new Set<string>();
  for (const value of Object.values(documents) as unknown[]) {
    const document = value as DocumentNode | null;
    if (typeof document !== 'object' || document?.kind !== Kind.DOCUMENT) continue;
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
    }
  }
  return names;
}

/** The `operation` label: a product operation's name, "anonymous" for an unnamed one, "other" for any other name. */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return 'anonymous';
  return known.has(name) ? name : 'other';
}

/**
 * Observes each GraphQL operation over HTTP from the moment Apollo takes it to its answer: name (bucketed; read
 * from the document when it did not validate), type (query, mutation; "unknown" when it did not parse) and outcome
 * (ok, or error when the answer carries errors). Subscriptions (graphql-ws) are long-lived and not counted here.
 */
export function graphqlMetricsPlugin<TContext extends BaseContext>(histogram: Histogram<'operation' | 'type' | 'outcome'>, known: ReadonlySet<string>): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      const started = process.hrtime.bigint();
      return {
        async willSendResponse({ operationName, operation, document, errors }) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const definition = operation ?? (document ? getOperationAST(document, request.operationName) : undefined);
          histogram.observe(
            {
              operation: operationLabel(operationName ?? definition?.name?.value ?? request.operationName, known),
              type: definition?.operation ?? 'unknown',
              outcome: errors?.length ? 'error' : 'ok',
            },
            seconds,
          );
        },
      };
    },
  };
}
