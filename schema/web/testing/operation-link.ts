import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/** An operation's answer: a GraphQL result (`data` and/or `errors`), or `error` for a failed request. */
export type OperationAnswer = FormattedExecutionResult | { error: Error };
type Route = OperationAnswer | ((variables: Record<string, unknown>) => OperationAnswer | Promise<OperationAnswer>);

export interface OperationCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A link for MockedProvider (`renderWithProviders(ui, { link })`) that answers by operation name, for flows whose
 * answers depend on what was sent (a payment priced by package); an operation without a route fails like a dead
 * network. `callsTo(name)` lists the variables each call sent.
 */
export function routeOperations(routes: Record<string, Route>) {
  const calls: OperationCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const call = { operationName: operation.operationName ?? '', variables: operation.variables };
        calls.push(call);
        const route = routes[call.operationName];
        Promise.resolve(typeof route === 'function' ? route(call.variables) : route).then((answer) => {
          if (!answer) observer.error(new TypeError(`Failed to fetch (${call.operationName} is not mocked)`));
          else if ('error' in answer) observer.error(answer.error);
          else {
            observer.next(answer as ApolloLink.Result);
            observer.complete();
          }
        }, (error: unknown) => observer.error(error));
      }),
  );
  const callsTo = (operationName: string) => calls.filter((call) => call.operationName === operationName).map((call) => call.variables);
  return { link, calls, callsTo };
}
