import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { KnowledgeStatsDocument, type CrawlProgress_JobFragment, type KnowledgeCrawlInput } from '@gap/schema/graphql';
import { useToast } from '@gap/schema/web';
import { useKnowledgeCrawlProgress, useLatestKnowledgeCrawl, useStartKnowledgeCrawl } from '../api/use-crawl-queries';
import { knowledgeText } from '../knowledge-messages';

const isActive = (status: string | undefined) => status === 'queued' || status === 'running';

/**
 * The crawl the page shows: the one started here, else the most recent one (so a crawl still running when the
 * page opens is followed again). While it runs its progress arrives over the subscription; when it ends a toast
 * says how it went and the statistics are asked again. A subscription that drops says so (the crawl goes on).
 */
export function useCrawl(isAdmin: boolean) {
  const toast = useToast();
  const client = useApolloClient();
  const [startCrawl, { loading: starting }] = useStartKnowledgeCrawl();
  const latest = useLatestKnowledgeCrawl(!isAdmin);
  // The answer of the start mutation, shown until the subscription's first event.
  const [started, setStarted] = useState<CrawlProgress_JobFragment>();
  const latestJob = latest.data?.latestKnowledgeCrawl ?? undefined;
  const known = started ?? latestJob;
  // Only a crawl known to be queued or running is followed (an ended one has nothing more to say).
  const followed = useKnowledgeCrawlProgress(known && isActive(known.status) ? known.id : undefined);
  const job = followed.data?.knowledgeCrawlProgress ?? known;
  const running = isActive(job?.status);

  useEffect(() => {
    if (followed.error) toast.error(knowledgeText.connectionError, knowledgeText.connectionErrorText);
  }, [followed.error, toast]);

  // Only a crawl seen running on this page announces its end (not one that had ended before it opened).
  const seenRunning = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!job) return;
    if (isActive(job.status)) {
      seenRunning.current = job.id;
      return;
    }
    if (seenRunning.current !== job.id) return;
    seenRunning.current = undefined;
    if (job.status === 'completed') toast.success(knowledgeText.crawlComplete, knowledgeText.crawlCompleteText(job.pagesProcessed, job.chunksCreated));
    else toast.error(knowledgeText.crawlFailed, job.error ?? knowledgeText.crawlFailedDefault);
    void client.refetchQueries({ include: [KnowledgeStatsDocument] });
  }, [job, toast, client]);

  const start = useCallback(
    async (input: KnowledgeCrawlInput) => {
      try {
        const { data } = await startCrawl({ variables: { input } });
        if (!data) return;
        setStarted(data.startKnowledgeCrawl);
        toast.success(knowledgeText.crawlStarted, `Crawling ${data.startKnowledgeCrawl.url}`);
      } catch (error) {
        toast.failed(knowledgeText.crawlFailed, error, knowledgeText.crawlFailedDefault);
      }
    },
    [startCrawl, toast],
  );

  return { job, running, starting, start };
}
