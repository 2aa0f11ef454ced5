import type { Document } from './document.entity.js';
import type { DocumentExtractionType, DocumentType } from './document.types.js';
import type { ExtractionJobRow } from './extraction-job.repository.js';

/** The public shape of a document, for REST and GraphQL alike: never the hash or the bytes. */
export function presentDocument(document: Document): DocumentType {
  return {
    id: document.id,
    projectId: document.project.id,
    name: document.name,
    type: document.type,
    size: document.size,
    pageCount: document.pageCount ?? null,
    textStatus: document.textStatus,
    sectionCount: document.sectionCount,
    chunkCount: document.chunkCount,
    createdAt: document.createdAt,
  };
}

/** The public shape of an extraction job: never its hash or bytes; a job cancelled by nobody shows as failed. */
export function presentExtraction(job: ExtractionJobRow): DocumentExtractionType {
  return {
    id: job.id,
    projectId: job.projectId,
    name: job.name,
    status: job.status === 'cancelled' ? 'failed' : job.status,
    pagesDone: job.progressDone,
    pagesTotal: job.progressTotal,
    error: job.status === 'failed' ? job.error : null,
    documentId: job.documentId,
  };
}
