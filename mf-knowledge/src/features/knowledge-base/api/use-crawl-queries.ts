import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { KnowledgeCrawlProgressDocument, LatestKnowledgeCrawlDocument, StartKnowledgeCrawlDocument } from '@gap/schema/graphql';

export const useStartKnowledgeCrawl = () => useMutation(StartKnowledgeCrawlDocument);

/** The most recent crawl (administrators only: skipped for everyone else), asked afresh when the page opens. */
export const useLatestKnowledgeCrawl = (skip: boolean) =>
  useQuery(LatestKnowledgeCrawlDocument, { skip, fetchPolicy: 'network-only' });

/** A running crawl's progress over the subscription (graphql-ws), until it ends; nothing while `id` is unset. */
export const useKnowledgeCrawlProgress = (id: string | undefined) =>
  useSubscription(KnowledgeCrawlProgressDocument, { variables: { jobId: id ?? '' }, skip: !id });
