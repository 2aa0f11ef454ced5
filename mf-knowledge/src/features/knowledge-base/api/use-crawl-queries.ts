import { useMutation, useQuery } from '@apollo/client/react';
import { KnowledgeCrawlDocument, LatestKnowledgeCrawlDocument, StartKnowledgeCrawlDocument } from '@gap/schema/graphql';

export const useStartKnowledgeCrawl = () => useMutation(StartKnowledgeCrawlDocument);

/** The most recent crawl (administrators only: skipped for everyone else), asked afresh when the page opens. */
export const useLatestKnowledgeCrawl = (skip: boolean) =>
  useQuery(LatestKnowledgeCrawlDocument, { skip, fetchPolicy: 'network-only' });

/**
 * One crawl; the caller polls it (`startPolling`) while it runs. There is no websocket link in the product's
 * client, so the crawl-progress subscription is not used by the page.
 */
export const useKnowledgeCrawl = (id: string | undefined) =>
  useQuery(KnowledgeCrawlDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
