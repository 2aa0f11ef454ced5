import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { messages } from '@gap/schema';
import type { Em, Orm } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { holdProject, recordActivity } from '../activity/activity.repository.js';
import { Project } from '../projects/project.entity.js';
import type { ProjectService } from '../projects/project.service.js';
import { Document } from './document.entity.js';
import { saveOriginalFromJob } from './document.repository.js';
import type { ExtractedChunk } from './extraction/chunking.js';
import { ExtractionFailure, type ExtractionResult, type ExtractionRunner } from './extraction/extraction-runner.js';
import { extractionJobs, type ExtractionJobRow } from './extraction-job.repository.js';
import { announceExtraction, type ExtractionProgress } from './extraction-progress.js';
import { uploadMessages } from './upload-messages.js';
import { acceptFileName, type AcceptedName } from './upload-policy.js';

/**
 * Writes a document's evidence chunks inside the transaction that stores the document. The evidence module owns
 * the chunks (and imports the document entity), so it is handed in rather than imported: no cycle between the modules.
 */
export type EvidenceChunkWriter = (em: Em, documentId: number, projectId: number, chunks: ExtractedChunk[]) => Promise<void>;

export interface ExtractionProcessorDeps {
  orm: Orm;
  runner: ExtractionRunner;
  projects: ProjectService;
  storeEvidenceChunks: EvidenceChunkWriter;
  events: ExtractionProgress;
  logger: Logger;
  /** The file of a job whose upload request waits in this process: read from memory rather than the database. */
  localFile(id: number): Buffer | undefined;
}

/** The job was taken over by another worker while this one stored it: the transaction rolls back. */
class JobLost extends Error {}

/** The answer of an upload whose document failed for a reason other than the file (a database error). */
export const internalFailure = 'Internal error';

/**
 * Evidence chunks one document may have: a 400-page policy has a few thousand; a file of many thousands of tiny
 * sections costs the search more than it gives and is refused with a message saying to split it.
 */
export const maxChunksPerDocument = 10_000;

/** Chunks written per transaction: each one a few tens of milliseconds of the embedded database's time. */
const chunksPerTransaction = 100;

/** Progress writes at most this often (the parser reports after every batch of pages). */
const progressEveryMs = 500;

/**
 * Runs one claimed extraction: reads the stored file, extracts its text in a worker thread (with the time and heap
 * caps), then writes the document row, its original and its chunks, hidden from readers until the transaction that
 * also completes the job (see `store`), so nobody sees it half-written and a job taken over meanwhile stores nothing
 * twice. A file with more than `maxChunksPerDocument` chunks is refused. An unreadable file ends the job
 * failed with the message the upload answers. Stopped (the gateway is stopping) or lost, it writes nothing: whoever
 * holds the job next extracts it again from the stored file.
 */
export class ExtractionProcessor {
  constructor(private readonly deps: ExtractionProcessorDeps) {}

  async process(id: number, workerId: string, signal: AbortSignal): Promise<void> {
    const { orm, logger, events } = this.deps;
    const job = await extractionJobs.find(orm.em.fork(), id);
    if (!job) return;
    const ended = async (saved: boolean) => {
      if (saved) await announceExtraction(events, orm.em.fork(), id, logger);
    };
    try {
      const content = this.deps.localFile(id) ?? (await extractionJobs.content(orm.em.fork(), id));
      if (!content) throw new Error('the stored file of the extraction is missing');
      const file = acceptFileName(job.name);
      const extracted = await this.extract(job, file, content, workerId, signal);
      if (signal.aborted) return;
      if (!('error' in extracted) && extracted.chunks.length > maxChunksPerDocument) {
        const error = uploadMessages.tooManyPassages(file.name, maxChunksPerDocument);
        await ended(await extractionJobs.finish(orm.em.fork(), id, workerId, { error, errorStatus: 422 }));
        return;
      }
      if ('error' in extracted) {
        await ended(await extractionJobs.finish(orm.em.fork(), id, workerId, { error: extracted.error, errorStatus: 422 }));
        return;
      }
      await ended(await this.store(job, file, extracted, workerId));
    } catch (error) {
      // Stopping, taken over, or the project deleted meanwhile (its jobs with it): nothing to end.
      if (signal.aborted || error instanceof JobLost || error instanceof ForeignKeyConstraintViolationException) return;
      if (error instanceof UniqueConstraintViolationException) {
        // The same bytes uploaded twice at once: the other upload stored them first.
        const existing = await orm.em.fork().findOne(Document, { project: job.projectId, sha256: job.sha256 }, { fields: ['name'], filters: false });
        const failure = { error: messages.documentDuplicate(existing?.name ?? job.name), errorStatus: 409 };
        await ended(await extractionJobs.finish(orm.em.fork(), id, workerId, failure));
        return;
      }
      logger.error({ err: error, jobId: id }, 'document extraction failed');
      await removePending(orm.em.fork(), id).catch((cleanup: unknown) => logger.warn({ err: cleanup, jobId: id }, 'could not remove a half-written document'));
      await ended(await extractionJobs.finish(orm.em.fork(), id, workerId, { error: internalFailure, errorStatus: 500 }));
    }
  }

  private async extract(job: ExtractionJobRow, file: AcceptedName, content: Buffer, workerId: string, signal: AbortSignal): Promise<ExtractionResult | { error: string }> {
    const { orm, runner, logger, events } = this.deps;
    let written = 0;
    let reporting: Promise<unknown> = Promise.resolve();
    const report = (done: number, total: number | null) => {
      if (Date.now() - written < progressEveryMs && done !== total) return;
      written = Date.now();
      reporting = reporting
        .then(async () => (await extractionJobs.progress(orm.em.fork(), job.id, workerId, done, total)) && announceExtraction(events, orm.em.fork(), job.id, logger))
        .catch((error: unknown) => logger.warn({ err: error, jobId: job.id }, 'could not save extraction progress'));
    };
    report(0, null);
    try {
      return await runner.extract(file.kind, content, { signal, onProgress: report });
    } catch (error) {
      if (!(error instanceof ExtractionFailure)) throw error;
      // The answer names the file only; operators get the parser's own words.
      logger.warn({ file: file.name, kind: file.kind, reason: error.reason, detail: error.message }, 'document refused by the parser');
      const message = {
        encrypted: uploadMessages.encrypted(file.name),
        unreadable: uploadMessages.damaged(file.name, file.label),
        timeout: uploadMessages.tooSlow(file.name),
        crashed: uploadMessages.parserCrashed(file.name),
      }[error.reason];
      return { error: message };
    } finally {
      await reporting;
    }
  }

  /**
   * The document, its original (copied from the job's stored file) and its chunks, with the job's completion. The
   * chunks go in short transactions that yield between them (`chunksPerTransaction`): in one, ten thousand chunks
   * held the embedded database, and with it every other user's request, for seconds. Until the last transaction the
   * document names this job (`pendingJobId`) and no reader sees it; an interrupted attempt's rows are removed by the
   * next one, and every transaction first checks that the job is still this worker's.
   */
  private async store(job: ExtractionJobRow, file: AcceptedName, extracted: ExtractionResult, workerId: string): Promise<boolean> {
    const { orm, projects, storeEvidenceChunks } = this.deps;
    const held = async (tx: Em) => {
      if (!(await extractionJobs.lockHeld(tx, job.id, workerId))) throw new JobLost();
    };
    const documentId = await orm.em.fork().transactional(async (tx) => {
      await held(tx);
      await removePending(tx, job.id);
      const document = tx.create(Document, {
        project: tx.getReference(Project, job.projectId),
        name: job.name,
        type: file.mimeType,
        size: job.size,
        sha256: job.sha256,
        pageCount: extracted.pageCount,
        textStatus: extracted.chunks.length ? 'extracted' : 'no_text',
        sectionCount: extracted.sectionCount,
        chunkCount: extracted.chunks.length,
        pendingJobId: job.id,
      });
      await tx.flush();
      await saveOriginalFromJob(tx, document.id, job.id);
      return document.id;
    });
    for (let i = 0; i < extracted.chunks.length; i += chunksPerTransaction) {
      await orm.em.fork().transactional(async (tx) => {
        await held(tx);
        await storeEvidenceChunks(tx, documentId, job.projectId, extracted.chunks.slice(i, i + chunksPerTransaction));
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await orm.em.fork().transactional(async (tx) => {
      // The project before the job's and the document's rows, in the order a concurrent project delete takes them.
      await holdProject(tx, job.projectId);
      await held(tx);
      await tx.nativeUpdate(Document, { id: documentId }, { pendingJobId: null }, { filters: false });
      await projects.markActivity(tx, { id: job.projectId });
      await recordActivity(tx, { projectId: job.projectId }, { kind: 'document.uploaded', actorId: job.uploadedById, subject: job.name, subjectId: documentId });
      if (!(await extractionJobs.finish(tx, job.id, workerId, { documentId }))) throw new JobLost();
    });
    return true;
  }
}

/** Rows an earlier or failed attempt of the job left (the chunks go with the document). */
function removePending(em: Em, jobId: number): Promise<number> {
  return em.nativeDelete(Document, { pendingJobId: jobId }, { filters: false });
}
