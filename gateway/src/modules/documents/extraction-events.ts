import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import { extractionJobs, type ExtractionJobRow } from './extraction-job.repository.js';

/** Change-feed topic: an extraction changed (progress, end); the notice's detail is its project id. */
export const extractionChangedTopic = 'document-extraction';

/**
 * Where extraction changes are announced: to the listeners of this process directly, to the other gateways through
 * the change feed (PostgreSQL). Listeners get the job id and its project id and re-read the row.
 */
export class ExtractionEvents {
  private readonly listeners = new Set<(id: number, projectId: number) => void>();

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe(extractionChangedTopic, (id, detail) => this.emit(id, Number(detail)));
    feed.onResync(() => this.emit(0, 0));
  }

  publish(id: number, projectId: number): void {
    this.emit(id, projectId);
    this.feed.notify(extractionChangedTopic, id, String(projectId));
  }

  /** Answers the unsubscribe function. A listener called with id 0 should re-read everything it watches (notices may have been lost). */
  subscribe(listener: (id: number, projectId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(id: number, projectId: number): void {
    for (const listener of this.listeners) listener(id, projectId);
  }
}

/**
 * A project's extractions as its watchers see them: each one still queued or running first, then every change
 * (progress, end) of any of the project's extractions, re-read from its row. It never ends by itself.
 */
export async function* watchExtractions(events: ExtractionEvents, fork: () => Em, projectId: number): AsyncGenerator<ExtractionJobRow> {
  // Ids to re-read, 0 meaning every active one (notices may have been missed); a job changing twice is read once.
  const changed = new Set<number>();
  let wakeUp: (() => void) | undefined;
  const unsubscribe = events.subscribe((id, project) => {
    if (id !== 0 && project !== projectId) return;
    changed.add(id);
    wakeUp?.();
  });
  try {
    for (const job of await extractionJobs.active(fork(), projectId)) yield job;
    for (;;) {
      const [next] = changed;
      if (next === undefined) {
        await new Promise<void>((resolve) => (wakeUp = resolve));
        wakeUp = undefined;
        continue;
      }
      changed.delete(next);
      const jobs = next === 0 ? await extractionJobs.active(fork(), projectId) : [await extractionJobs.find(fork(), next)];
      for (const job of jobs) if (job && job.projectId === projectId) yield job;
    }
  } finally {
    unsubscribe();
  }
}
