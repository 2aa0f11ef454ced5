import { useQuery } from '@apollo/client/react';
import { PassageSuggestionsDocument } from '@gap/schema/graphql';

/**
 * Sentences of the project's documents that may answer a question (the server's offline search, best first).
 * Asked again on each opening: documents may have been uploaded or deleted since.
 */
export const usePassageSuggestions = (projectId: string, questionId: string) =>
  useQuery(PassageSuggestionsDocument, { variables: { projectId, questionId }, fetchPolicy: 'cache-and-network' });
