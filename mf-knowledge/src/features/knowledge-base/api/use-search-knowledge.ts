import { useLazyQuery } from '@apollo/client/react';
import { SearchKnowledgeDocument } from '@gap/schema/graphql';

/** The search test: always asks the server (the knowledge base changes under crawls and uploads). */
export const useSearchKnowledge = () => useLazyQuery(SearchKnowledgeDocument, { fetchPolicy: 'network-only' });
