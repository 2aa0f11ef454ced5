import { getOperationAST, GraphQLError, type DocumentNode } from 'graphql';

/**
 * Which operation of a document to run is the caller's choice, so a choice that names nothing is the caller's
 * error (400 / BAD_REQUEST), never a server error: an operationName the document lacks, several operations and no
 * name, or (over HTTP) a subscription, which runs over graphql-ws only. Answers undefined when the choice is fine.
 */
export function operationChoiceError(document: DocumentNode, operationName: string | null | undefined, transport: 'http' | 'ws'): GraphQLError | undefined {
  const operation = getOperationAST(document, operationName);
  const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
  if (!operation) {
    return badRequest(operationName ? `Unknown operation named "${operationName}"` : 'The document holds several operations: name the one to run in operationName');
  }
  if (transport === 'http' && operation.operation === 'subscription') {
    return badRequest('Subscriptions run over graphql-ws on /graphql, not over HTTP');
  }
  return undefined;
}
