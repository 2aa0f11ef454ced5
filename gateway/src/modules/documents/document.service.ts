import { createHash } from 'node:crypto';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { ConflictError, NotFoundError, PayloadTooLargeError, UnprocessableError } from '../../lib/errors.js';
import { parseEntityId } from '../../lib/entity-id.js';
import type { Project } from '../projects/project.entity.js';
import type { ProjectService } from '../projects/project.service.js';
import type { User } from '../users/user.entity.js';
import { saveOriginal, storageUsedBy } from './document.repository.js';
import { Document } from './document.entity.js';
import { MemoryExtractionTracker, type ExtractionTracker } from './extraction-tracker.js';
import type { ExtractedChunk } from './extraction/chunking.js';
import { ExtractionFailure, type ExtractionResult, type ExtractionRunner } from './extraction/extraction-runner.js';
import { assertSignature } from './file-signature.js';
import { uploadMessages } from './upload-messages.js';
import { acceptFileName, assertFileSize, type AcceptedName } from './upload-policy.js';
import { inspectOfficePackage } from './zip-inspection.js';

export interface DocumentQuotas {
  documentsPerProject: number;
  storageBytesPerUser: number;
}

/**
 * Writes a document's evidence chunks inside the upload's transaction. The evidence module owns the chunks
 * (and imports the document entity), so it is handed in rather than imported: no cycle between the modules.
 */
export type EvidenceChunkWriter = (em: Em, documentId: number, projectId: number, chunks: ExtractedChunk[]) => Promise<void>;

export interface IncomingFile {
  filename: string | undefined;
  bytes: Buffer;
}

/**
 * A project's documents. An upload is vetted (type, size, signature, package safety, duplicate),
 * parsed into evidence chunks in a worker, and only then written: the document row, its bytes and its
 * chunks in one transaction, so a refused or failed upload leaves nothing behind.
 */
export class DocumentService {
  /** Uploads being vetted and extracted right now; the AI analysis waits for them. */

  constructor(
    private readonly projects: ProjectService,
    private readonly extraction: ExtractionRunner,
    private readonly logger: Logger,
    private readonly storeEvidenceChunks: EvidenceChunkWriter,
    private readonly quotas: DocumentQuotas = { documentsPerProject: Infinity, storageBytesPerUser: Infinity },
    /** The uploads being extracted, as an analysis about to start asks (see extraction-tracker.ts). */
    readonly extracting: ExtractionTracker = new MemoryExtractionTracker(),
  ) {}

  /**
   * 409 when the project holds its most documents, 413 when the file would take the user past their
   * storage quota. Checked before the body is read (size 0) and again with the file's real size.
   */
  async assertQuota(em: Em, owner: User, project: Project, fileName: string, size: number): Promise<void> {
    if ((await em.count(Document, { project })) >= this.quotas.documentsPerProject) {
      throw new ConflictError(uploadMessages.projectFull(this.quotas.documentsPerProject));
    }
    if ((await storageUsedBy(em, owner.id)) + size > this.quotas.storageBytesPerUser) throw new PayloadTooLargeError(uploadMessages.storageFull(fileName));
  }

  /** Checks a client file name before its bytes are read (415 for a type not allowed). */
  acceptFileName(filename: string | undefined): AcceptedName {
    return acceptFileName(filename);
  }

  /** In upload order. */
  async list(em: Em, owner: User, rawProjectId: unknown): Promise<Document[]> {
    const project = await this.projects.requireOwned(em, owner, rawProjectId);
    return em.find(Document, { project }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async upload(em: Em, owner: User, rawProjectId: unknown, file: IncomingFile): Promise<Document> {
    const project = await this.projects.requireOwned(em, owner, rawProjectId);
    const finished = await this.extracting.begin(project.id, acceptFileName(file.filename).name);
    try {
      return await this.vetAndStore(em, owner, project, file);
    } finally {
      await finished();
    }
  }

  private async vetAndStore(em: Em, owner: User, project: Project, file: IncomingFile): Promise<Document> {
    const accepted = acceptFileName(file.filename);
    assertFileSize(accepted.name, file.bytes.length);
    assertSignature(accepted, file.bytes);
    await this.assertQuota(em, owner, project, accepted.name, file.bytes.length);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    await this.assertNotUploaded(em, project, sha256);
    if (accepted.kind === 'docx' || accepted.kind === 'xlsx') await inspectOfficePackage({ ...accepted, kind: accepted.kind }, file.bytes);
    const extracted = await this.extract(accepted, file.bytes);
    try {
      return await em.transactional(async (tx) => {
        const document = tx.create(Document, {
          project,
          name: accepted.name,
          type: accepted.mimeType,
          size: file.bytes.length,
          sha256,
          pageCount: extracted.pageCount,
          textStatus: extracted.chunks.length ? 'extracted' : 'no_text',
          sectionCount: extracted.sectionCount,
          chunkCount: extracted.chunks.length,
        });
        await tx.flush();
        await saveOriginal(tx, document.id, file.bytes);
        await this.storeEvidenceChunks(tx, document.id, project.id, extracted.chunks);
        await this.projects.markActivity(tx, project);
        return document;
      });
    } catch (error) {
      // Races the checks above cannot see: the same bytes uploaded twice at once, the project deleted meanwhile.
      if (error instanceof UniqueConstraintViolationException) await this.assertNotUploaded(em.fork(), project, sha256);
      if (error instanceof ForeignKeyConstraintViolationException) throw new NotFoundError(messages.projectNotFound);
      throw error;
    }
  }

  /** Removes the document with its stored bytes and evidence chunks (foreign keys cascade). */
  async delete(em: Em, owner: User, rawId: unknown): Promise<void> {
    const id = parseEntityId(rawId);
    const document = id === undefined ? null : await em.findOne(Document, { id, project: { owner } });
    if (!document) throw new NotFoundError(messages.documentNotFound);
    await em.nativeDelete(Document, { id: document.id });
  }

  private async assertNotUploaded(em: Em, project: Project, sha256: string): Promise<void> {
    const existing = await em.findOne(Document, { project, sha256 }, { fields: ['name'] });
    if (existing) throw new ConflictError(messages.documentDuplicate(existing.name));
  }

  private async extract(file: AcceptedName, bytes: Buffer): Promise<ExtractionResult> {
    try {
      return await this.extraction.extract(file.kind, bytes);
    } catch (error) {
      if (!(error instanceof ExtractionFailure)) throw error;
      // The answer names the file only; operators get the parser's own words.
      this.logger.warn({ file: file.name, kind: file.kind, reason: error.reason, detail: error.message }, 'document refused by the parser');
      const message = {
        encrypted: uploadMessages.encrypted(file.name),
        unreadable: uploadMessages.damaged(file.name, file.label),
        timeout: uploadMessages.tooSlow(file.name),
        crashed: uploadMessages.parserCrashed(file.name),
      }[error.reason];
      throw new UnprocessableError(message, { cause: error });
    }
  }
}
