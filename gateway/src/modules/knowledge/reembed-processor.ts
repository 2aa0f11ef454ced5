import type { Orm } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { embeddingText, type Embedder } from './embeddings/embedder.js';
import type { ReembedJobs } from './reembed-job.repository.js';
import { EmbeddingDimensionError, type KnowledgeIndex } from './search/knowledge-index.js';

export interface ReembedProcessorDeps {
  orm: Orm;
  jobs: ReembedJobs;
  index: KnowledgeIndex;
  embedder: Embedder;
  logger: Logger;
  /** Chunks embedded and stored per step (one embedder call, one transaction). */
  batchSize: number;
  /** Queues a job for the configured model (called after ending one queued for an earlier configuration). */
  requeue(): Promise<void>;
}

const internalError = 'The re-embedding stopped because of an internal error';

class JobLost extends Error {}

/**
 * Runs one claimed re-embed job: the chunks another model embedded are embedded again by the configured one, a batch
 * at a time, each batch's vectors and count stored in one transaction. What is left is read from the index at every
 * step, so a job resumed after its worker died (or handed it back) carries on with the chunks not yet done. Searches
 * meanwhile compare vectors of the configured model only; the others still match by their words.
 */
export class ReembedProcessor {
  constructor(private readonly deps: ReembedProcessorDeps) {}

  async process(jobId: number, workerId: string, signal: AbortSignal): Promise<void> {
    const { orm, jobs, index, embedder, logger, batchSize } = this.deps;
    const job = await jobs.snapshot(orm.em.fork(), jobId);
    if (!job) return;
    const end = async (error?: string) => {
      if (await jobs.finish(orm.em.fork(), jobId, workerId, error)) await jobs.publish(orm.em.fork(), jobId);
    };
    try {
      // The configuration changed again since the job was queued: the next check queues a job for the new model.
      if (job.model !== embedder.model) {
        await end(`The configured embedding model is now "${embedder.model}"; a new job re-embeds the chunks for it.`);
        return await this.deps.requeue();
      }
      if (!(await jobs.begin(orm.em.fork(), jobId, workerId, await index.countStale(orm.em.fork(), job.model)))) return;
      await jobs.publish(orm.em.fork(), jobId);
      logger.info({ jobId, model: job.model }, 'Re-embedding the knowledge base for the configured model');
      while (!signal.aborted) {
        const batch = await index.staleChunks(orm.em.fork(), job.model, batchSize);
        if (batch.length === 0) break;
        const vectors = await embedder.embed(batch.map(embeddingText));
        if (signal.aborted) return;
        const replaced = await orm.em.fork().transactional(async (tx) => {
          const stored = await index.reembed(tx, job.model, batch.map((c, i) => ({ id: c.id, embedding: vectors[i]! })));
          if (!(await jobs.countDone(tx, jobId, workerId, stored))) throw new JobLost();
          return stored;
        });
        // The same chunks would be read again forever: something else keeps them from being written.
        if (replaced === 0) throw new Error(`no chunk of the ${batch.length} read could be re-embedded`);
        await jobs.publish(orm.em.fork(), jobId);
      }
      // Stopping (handed back, or left to another worker): whoever holds the job next finishes it.
      if (signal.aborted) return;
      await end();
      logger.info({ jobId, model: job.model }, 'Knowledge base re-embedded');
    } catch (error) {
      if (signal.aborted || error instanceof JobLost) return;
      logger.error({ err: error, jobId, model: job.model }, 'Re-embedding the knowledge base failed');
      // A dimension refusal says what to do, an index failure names the index and status; other errors stay in the log.
      const shown = error instanceof EmbeddingDimensionError || (error instanceof Error && error.name === 'KnowledgeIndexError');
      await end(shown ? (error as Error).message : internalError);
    }
  }
}
