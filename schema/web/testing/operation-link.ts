import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

/** An operation's answer: a GraphQL result (`data` and/or `errors`), or `error` for a failed request. */
export type OperationAnswer = FormattedExecutionResult | { error: Error };
/** One answer, answers computed from the variables, or (a subscription) a list of events sent one by one, then the end. */
type Route = OperationAnswer | readonly OperationAnswer[] | ((variables: Record<string, unknown>) => OperationAnswer | Promise<OperationAnswer>);

export interface OperationCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * A link for MockedProvider (`renderWithProviders(ui, { link })`) that answers by operation name, for flows whose
 * answers depend on what was sent (a payment priced by package); an operation without a route fails like a dead
 * network; a subscription's route lists its events. `callsTo(name)` lists the variables each call sent.
 */
export function routeOperations(routes: Record<string, Route>) {
  const calls: OperationCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const call = { operationName: operation.operationName ?? '', variables: operation.variables };
        calls.push(call);
        const route = routes[call.operationName];
        if (Array.isArray(route)) {
          void (async () => {
            for (const event of route as readonly OperationAnswer[]) {
              // One event per task, so the screen renders each.
              await new Promise((resolve) => setTimeout(resolve, 0));
              if ('error' in event) return observer.error(event.error);
              observer.next(event as ApolloLink.Result);
            }
            observer.complete();
          })();
          return;
        }
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
