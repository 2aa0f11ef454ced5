import type { Document } from './document.entity.js';
import type { DocumentType } from './document.types.js';

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
