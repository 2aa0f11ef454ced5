import type { Document, TextStatus } from './document.entity.js';

/** The public shape of a document: never the hash or the bytes. */
export interface DocumentView {
  id: number;
  projectId: number;
  name: string;
  /** MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  pageCount: number | null;
  textStatus: TextStatus;
  sectionCount: number;
  chunkCount: number;
  createdAt: Date;
}

export function presentDocument(document: Document): DocumentView {
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
