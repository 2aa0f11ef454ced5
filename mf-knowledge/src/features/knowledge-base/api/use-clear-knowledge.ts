import { useMutation } from '@apollo/client/react';
import { ClearKnowledgeDocument, KnowledgeStatsDocument } from '@gap/schema/graphql';

/** Removes every chunk; the statistics are asked again once it is done. */
export const useClearKnowledge = () =>
  useMutation(ClearKnowledgeDocument, { refetchQueries: [KnowledgeStatsDocument], awaitRefetchQueries: true });
