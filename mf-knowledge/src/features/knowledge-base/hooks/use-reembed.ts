import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { KnowledgeStatsDocument } from '@gap/schema/graphql';
import { useKnowledgeReembedProgress, useLatestKnowledgeReembed } from '../api/use-reembed-queries';

const isActive = (status: string | undefined) => status === 'queued' || status === 'running';

/**
 * The re-embed job the page shows (administrators): the most recent one, followed over the subscription while it is
 * queued or running. A job that ended before the page opened is shown only when it failed; one that ends while the
 * page is open stays shown with its outcome, and the statistics are asked again.
 */
export function useReembed(isAdmin: boolean) {
  const client = useApolloClient();
  const latest = useLatestKnowledgeReembed(!isAdmin);
  const known = latest.data?.latestKnowledgeReembed ?? undefined;
  const followed = useKnowledgeReembedProgress(known && isActive(known.status) ? known.id : undefined);
  const job = followed.data?.knowledgeReembedProgress ?? known;

  const seenRunning = useRef<string | undefined>(undefined);
  const endedHere = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!job) return;
    if (isActive(job.status)) {
      seenRunning.current = job.id;
      return;
    }
    if (seenRunning.current !== job.id) return;
    seenRunning.current = undefined;
    endedHere.current = job.id;
    void client.refetchQueries({ include: [KnowledgeStatsDocument] });
  }, [job, client]);

  const shown = job && (isActive(job.status) || job.status === 'failed' || endedHere.current === job.id || seenRunning.current === job.id) ? job : undefined;
  return { job: shown, connectionLost: !!followed.error, error: latest.error };
}
