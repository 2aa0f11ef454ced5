import { useQuery } from '@apollo/client/react';
import { KnowledgeStatsDocument } from '@gap/schema/graphql';
import { statsPollMs } from '../knowledge-messages';

/** Size of the knowledge base and its engine, asked again every 10 seconds (SPEC 7: the one interval refetch). */
export const useKnowledgeStats = () => useQuery(KnowledgeStatsDocument, { pollInterval: statsPollMs });
