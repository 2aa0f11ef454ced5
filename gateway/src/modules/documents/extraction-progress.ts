import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { JobProgress } from '../../jobs/job-progress.js';
import type { Logger } from '../../lib/logger.js';
import { extractionJobs, type ExtractionJobRow } from './extraction-job.repository.js';

/**
 * A project's extractions as their watchers see them (the GraphQL subscription, the upload requests waiting for
 * their file), keyed by project id: every change (progress, end) of any of the project's extractions, as its row.
 */
export type ExtractionProgress = JobProgress<ExtractionJobRow>;

/** Change-feed topic: a notice names the project and, as its detail, the extraction that changed. */
export const extractionProgressTopic = 'document-extraction-progress';

export interface ExtractionReader {
  /** One extraction's row. */
  find(id: number): Promise<ExtractionJobRow | undefined>;
  /** The project's extractions still queued or running. */
  active(projectId: number): Promise<ExtractionJobRow[]>;
}

/** A gateway told of a change re-reads that extraction; after a reconnection, every active one of the project. */
export function extractionProgress(feed: ChangeFeed, logger: Logger, read: ExtractionReader): ExtractionProgress {
  return new JobProgress<ExtractionJobRow>({
    topic: extractionProgressTopic,
    feed,
    logger,
    idOf: (job) => job.projectId,
    detailOf: (job) => String(job.id),
    load: async (projectId, detail) => {
      if (detail === undefined) return read.active(projectId);
      const job = await read.find(Number(detail));
      return job?.projectId === projectId ? job : undefined;
    },
  });
}

/** A project's extractions for one watcher: each one still queued or running first, then every change. It never ends by itself. */
export function watchExtractions(progress: ExtractionProgress, fork: () => Em, projectId: number): AsyncIterableIterator<ExtractionJobRow> {
  return progress.watch(projectId, () => extractionJobs.active(fork(), projectId), () => false);
}

/**
 * Re-reads an extraction that changed and hands its row to the watchers. A failed read is logged, not thrown: the
 * change itself is saved, and the requests waiting for the end re-read on their own.
 */
export async function announceExtraction(progress: ExtractionProgress, em: Em, id: number, logger: Logger): Promise<void> {
  try {
    const job = await extractionJobs.find(em, id);
    if (job) progress.publish(job);
  } catch (error) {
    logger.warn({ err: error, jobId: id }, 'could not announce an extraction change');
  }
}

/** The reader of a gateway's database (re-reads for notices from the other gateways). */
export function extractionReader(fork: () => Em): ExtractionReader {
  return { find: (id) => extractionJobs.find(fork(), id), active: (projectId) => extractionJobs.active(fork(), projectId) };
}
