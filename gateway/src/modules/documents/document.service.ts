import { createHash } from 'node:crypto';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { messages } from '@gap/schema';
import { LocalChangeFeed, type ChangeFeed } from '../../db/change-feed.js';
import type { Em, Orm } from '../../db/orm.js';
import { defaultJobWorkerOptions, JobWorker, type JobKind, type JobWorkerOptions } from '../../jobs/job-worker.js';
import { connectionFrom, type Connection, type InstantIdKey, type PageRequest } from '../../lib/connection.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, NotFoundError, PayloadTooLargeError, ServiceUnavailableError, UnprocessableError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { holdProject, recordActivity } from '../activity/activity.repository.js';
import type { Project } from '../projects/project.entity.js';
import type { ProjectService } from '../projects/project.service.js';
import type { User } from '../users/user.entity.js';
import { Document } from './document.entity.js';
import { documentPageOf, storageUsedBy } from './document.repository.js';
import type { ExtractionRunner } from './extraction/extraction-runner.js';
import { activeStatuses, extractionJobs, extractionQueueTopic, extractionTable, type ExtractionJobRow } from './extraction-job.repository.js';
import { ExtractionProcessor, internalFailure, type EvidenceChunkWriter } from './extraction-processor.js';
import { announceExtraction, extractionProgress, type ExtractionProgress } from './extraction-progress.js';
import { ExtractionTracker } from './extraction-tracker.js';
import { assertSignature } from './file-signature.js';
import { uploadMessages } from './upload-messages.js';
import { acceptFileName, assertFileSize, type AcceptedName } from './upload-policy.js';
import { inspectOfficePackage } from './zip-inspection.js';

export interface DocumentQuotas {
  documentsPerProject: number;
  storageBytesPerUser: number;
}

export interface IncomingFile {
  filename: string | undefined;
  bytes: Buffer;
}

export interface ExtractionWorkOptions {
  /** Tells the other gateways (PostgreSQL) that an extraction was queued; a no-op with PGlite. */
  feed?: ChangeFeed;
  /** Where extraction changes go to their watchers (shared between gateways on PostgreSQL); this process only by default. */
  progress?: ExtractionProgress;
  /** The extraction worker's claim, heartbeat and take-over settings; its concurrency is EXTRACTION_MAX_CONCURRENT. */
  worker?: Partial<JobWorkerOptions>;
  /** false: this process extracts nothing (WORKERS=0); its uploads are extracted by another gateway. */
  workersEnabled?: boolean;
  /** A waiting upload re-reads its job at least this often (notices wake it sooner). */
  waitPollMs?: number;
  /** An upload whose file no worker has taken after this long is withdrawn (503): no gateway is extracting. */
  claimWaitMs?: number;
}

/**
 * A project's documents. An upload is vetted (type, size, signature, package safety, duplicate) in its request,
 * then stored as an extraction job that a worker on any gateway claims (extraction-processor.ts): the request
 * waits for the job's end and answers as if it had extracted the file itself. The worker writes the document
 * row, its bytes and its chunks in one transaction, so a refused or failed upload leaves no document behind.
 */
export class DocumentService {
  private readonly feed: ChangeFeed;
  /** Extraction changes (progress, end), from this process's worker and, through the change feed, the others'. */
  readonly events: ExtractionProgress;
  /** The uploads being vetted and extracted, as an analysis about to start asks (see extraction-tracker.ts). */
  readonly extracting = new ExtractionTracker();
  private worker?: JobWorker;
  /** Files of the jobs whose upload requests wait in this process, so this process's worker need not read them back. */
  private readonly waitingFiles = new Map<number, Buffer>();

  constructor(
    private readonly projects: ProjectService,
    private readonly extraction: ExtractionRunner,
    private readonly logger: Logger,
    private readonly storeEvidenceChunks: EvidenceChunkWriter,
    private readonly quotas: DocumentQuotas = { documentsPerProject: Infinity, storageBytesPerUser: Infinity },
    private readonly work: ExtractionWorkOptions = {},
  ) {
    this.feed = work.feed ?? new LocalChangeFeed();
    // A local feed announces nothing from elsewhere, so nothing is ever re-read.
    this.events = work.progress ?? extractionProgress(new LocalChangeFeed(), logger, { find: async () => undefined, active: async () => [] });
  }

  /**
   * 409 when the project holds its most documents, 413 when the file would take the user past their
   * storage quota. Checked before the body is read (size 0) and again with the file's real size.
   */
  async assertQuota(em: Em, owner: User, project: Project, fileName: string, size: number): Promise<void> {
    // Documents still being written count too (filters off): they are on their way in.
    if ((await em.count(Document, { project }, { filters: false })) >= this.quotas.documentsPerProject) {
      throw new ConflictError(uploadMessages.projectFull(this.quotas.documentsPerProject));
    }
    // The project's creator's storage: a team uploading to one person's project fills that person's quota.
    if ((await storageUsedBy(em, project.owner.id)) + size > this.quotas.storageBytesPerUser) throw new PayloadTooLargeError(uploadMessages.storageFull(fileName));
  }

  /** Checks a client file name before its bytes are read (415 for a type not allowed). */
  acceptFileName(filename: string | undefined): AcceptedName {
    return acceptFileName(filename);
  }

  /** In upload order. */
  async list(em: Em, owner: User, rawProjectId: unknown): Promise<Document[]> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    return em.find(Document, { project }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A page of the project's documents in upload order (another user's project: 404 as always). */
  async page(em: Em, owner: User, rawProjectId: unknown, page: PageRequest<InstantIdKey>): Promise<Connection<Document>> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    const { rows, total } = await documentPageOf(em, project.id, page.size + 1, page.after);
    const byId = new Map((await em.find(Document, { id: { $in: rows.map((row) => row.id) } })).map((document) => [document.id, document]));
    // A document deleted between the two reads is left out; the page reads on after it.
    return connectionFrom(rows, page, total, (row) => row.key, (row) => byId.get(row.id));
  }

  /**
   * Vets the file, queues its extraction (a job any gateway's worker claims) and waits for the job's end: answers
   * the stored document, or the refusal the extraction ended with. The job goes on if the client goes away.
   */
  async upload(em: Em, owner: User, rawProjectId: unknown, file: IncomingFile): Promise<Document> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'editor');
    const { name } = acceptFileName(file.filename);
    const vetted = this.extracting.vet(project.id, name);
    let jobId: number;
    try {
      jobId = await this.vetAndQueue(em, owner, project, file);
    } finally {
      await vetted();
    }
    try {
      return await this.outcome(em, await this.waitForEnd(em, jobId, project.id, name));
    } finally {
      this.waitingFiles.delete(jobId);
    }
  }

  /** The extraction worker of this process (not started); tests make a second one to compete with the gateway's own. */
  createWorker(orm: Orm, overrides: Partial<JobWorkerOptions> = {}): JobWorker {
    const processor = new ExtractionProcessor({
      orm,
      runner: this.extraction,
      projects: this.projects,
      storeEvidenceChunks: this.storeEvidenceChunks,
      events: this.events,
      logger: this.logger,
      localFile: (id) => this.waitingFiles.get(id),
    });
    const kind: JobKind = {
      name: 'document extraction',
      table: extractionTable,
      queueTopic: extractionQueueTopic,
      process: (id, workerId, signal) => processor.process(id, workerId, signal),
      announce: async (id) => {
        const em = orm.em.fork();
        await extractionJobs.freeEnded(em, id);
        const job = await extractionJobs.find(em, id);
        if (job) this.events.publish(job);
      },
    };
    const options = { ...defaultJobWorkerOptions, concurrency: this.extraction.limits.maxConcurrent, ...this.work.worker, ...overrides };
    return new JobWorker(orm, kind, this.logger, options, this.feed);
  }

  /** The id this process's extraction worker claims with; undefined when it serves the API only. */
  get workerId(): string | undefined {
    return this.worker?.id;
  }

  /** Starts the extraction worker once the database is open (recovering jobs a stopped process left running), unless API only. */
  async startWorker(orm: Orm): Promise<void> {
    if (this.work.workersEnabled === false) return;
    this.worker = this.createWorker(orm);
    await this.worker.start();
  }

  /** Stops the worker; its extractions go back to the queue (handBack false: left to the heartbeat, as by a crash). */
  async stopWorker(options: { handBack?: boolean } = {}): Promise<void> {
    await this.worker?.stop(options);
    this.worker = undefined;
  }

  /** Stops the worker and ends the extraction threads kept for the next file. */
  async close(): Promise<void> {
    await this.stopWorker();
    await this.extraction.close();
  }

  /** The cheap checks, in the order of today's answers, then the job with the file: nothing is extracted in the request. */
  private async vetAndQueue(em: Em, owner: User, project: Project, file: IncomingFile): Promise<number> {
    const accepted = acceptFileName(file.filename);
    assertFileSize(accepted.name, file.bytes.length);
    assertSignature(accepted, file.bytes);
    await this.assertQuota(em, owner, project, accepted.name, file.bytes.length);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    await this.assertNotUploaded(em, project, sha256);
    if (accepted.kind === 'docx' || accepted.kind === 'xlsx') await inspectOfficePackage({ ...accepted, kind: accepted.kind }, file.bytes);
    let id: number;
    try {
      id = await extractionJobs.create(em, { projectId: project.id, name: accepted.name, kind: accepted.kind, size: file.bytes.length, sha256, content: file.bytes, uploadedById: owner.id });
    } catch (error) {
      // The project was deleted meanwhile.
      if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(messages.projectNotFound);
      throw error;
    }
    this.waitingFiles.set(id, file.bytes);
    if (this.worker) this.worker.queued(id);
    else this.feed.notify(extractionQueueTopic, id);
    return id;
  }

  /** Waits until the job ends (told by the worker, re-read at every notice and at least every waitPollMs). */
  private async waitForEnd(em: Em, id: number, projectId: number, fileName: string): Promise<ExtractionJobRow | undefined> {
    const giveUpAt = Date.now() + (this.work.claimWaitMs ?? Infinity);
    let changed: boolean;
    let wake: (() => void) | undefined;
    // Any change of the project's extractions wakes it (a re-read after the feed reconnected lists the active ones only).
    const unsubscribe = this.events.subscribe(projectId, () => {
      changed = true;
      wake?.();
    });
    try {
      for (;;) {
        changed = false;
        const job = await extractionJobs.find(em.fork(), id);
        if (!job || !activeStatuses.includes(job.status)) return job;
        // Withdrawn only while still queued: a worker that took it meanwhile goes on, and the wait with it.
        if (job.status === 'queued' && Date.now() >= giveUpAt && (await extractionJobs.withdraw(em.fork(), id, uploadMessages.noExtractor(fileName), 503))) {
          this.logger.warn({ jobId: id, projectId: job.projectId }, 'no worker took the uploaded file in time; upload withdrawn');
          await announceExtraction(this.events, em.fork(), id, this.logger);
          continue;
        }
        if (changed) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.work.waitPollMs ?? 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    } finally {
      unsubscribe();
    }
  }

  /** What the upload answers for its ended job: the document, or the refusal today's in-request extraction gave. */
  private async outcome(em: Em, job: ExtractionJobRow | undefined): Promise<Document> {
    if (!job) throw new NotFoundError(messages.projectNotFound); // deleted with its project
    if (job.status === 'completed') {
      const document = job.documentId === null ? null : await em.findOne(Document, { id: job.documentId });
      if (!document) throw new NotFoundError(messages.documentNotFound); // deleted already
      return document;
    }
    const message = job.error ?? internalFailure;
    if (job.errorStatus === 409) throw new ConflictError(message);
    if (job.errorStatus === 500) throw new Error(`document extraction ${job.id} failed`);
    if (job.errorStatus === 503) throw new ServiceUnavailableError(message, 60);
    throw new UnprocessableError(message);
  }

  /** Removes the document with its stored bytes and evidence chunks (foreign keys cascade). */
  async delete(em: Em, owner: User, rawId: unknown): Promise<void> {
    const id = parseEntityId(rawId);
    const document = id === undefined ? null : await em.findOne(Document, { id });
    const access = document ? await this.projects.workspaces.projectAccess(em, owner.id, document.project.id, 'editor') : undefined;
    if (!document || !access) throw new NotFoundError(messages.documentNotFound);
    await em.transactional(async (tx) => {
      await holdProject(tx, document.project.id);
      await tx.nativeDelete(Document, { id: document.id });
      await recordActivity(tx, { projectId: document.project.id }, { kind: 'document.deleted', actorId: owner.id, subject: document.name, subjectId: document.id });
    });
  }

  private async assertNotUploaded(em: Em, project: Project, sha256: string): Promise<void> {
    const existing = await em.findOne(Document, { project, sha256 }, { fields: ['name'], filters: false });
    if (existing) throw new ConflictError(messages.documentDuplicate(existing.name));
  }
}
