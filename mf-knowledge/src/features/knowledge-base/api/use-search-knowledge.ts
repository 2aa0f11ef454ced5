import { useLazyQuery } from '@apollo/client/react';
import { SearchKnowledgeDocument } from '@gap/schema/graphql';

/**
 * The search test, a page at a time: always asks the server (the knowledge base changes under crawls and uploads);
 * Load more appends the next page (the cache's connectionPages).
 */
export const useSearchKnowledge = () => useLazyQuery(SearchKnowledgeDocument, { fetchPolicy: 'network-only' });
