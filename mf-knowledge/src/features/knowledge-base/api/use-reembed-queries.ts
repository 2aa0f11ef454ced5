import { useQuery, useSubscription } from '@apollo/client/react';
import { KnowledgeReembedProgressDocument, LatestKnowledgeReembedDocument } from '@gap/schema/graphql';

/** The most recent re-embed job (administrators only: skipped for everyone else), asked afresh when the page opens. */
export const useLatestKnowledgeReembed = (skip: boolean) => useQuery(LatestKnowledgeReembedDocument, { skip, fetchPolicy: 'network-only' });

/** A running re-embed's progress over the subscription (graphql-ws), until it ends; nothing while `id` is unset. */
export const useKnowledgeReembedProgress = (id: string | undefined) =>
  useSubscription(KnowledgeReembedProgressDocument, { variables: { jobId: id ?? '' }, skip: !id });
