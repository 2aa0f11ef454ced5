import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { NotFoundError } from '../../lib/errors.js';
import type { ProjectService } from '../projects/project.service.js';
import type { User } from '../users/user.entity.js';
import { Document } from './document.entity.js';
import { readOriginal, readTextChunks, type TextChunk } from './document.repository.js';

/** The text view's bound: a policy of a few hundred pages fits; a huge workbook is cut (and says so). */
export const documentTextMaxChars = 500_000;

export interface DocumentText {
  /** One per page (PDF) or section (DOCX/DOC heading, XLSX row block), in reading order. */
  parts: TextChunk[];
  truncated: boolean;
}

/**
 * What a project's documents hold, for the person who owns the project: the uploaded file and the extracted text
 * the evidence engine cites. Another user's project answers "Project not found"; a document that is not in the
 * project named (even one of the same user's other projects) answers "Document not found".
 */
export class DocumentContentService {
  constructor(private readonly projects: ProjectService) {}

  async document(em: Em, owner: User, rawProjectId: unknown, rawDocumentId: unknown): Promise<Document> {
    const project = await this.projects.requireProject(em, owner, rawProjectId, 'viewer');
    const id = parseEntityId(rawDocumentId);
    const document = id === undefined ? null : await em.findOne(Document, { id, project });
    if (!document) throw new NotFoundError(messages.documentNotFound);
    return document;
  }

  /** The file as uploaded, with its document (name and verified MIME type). */
  async original(em: Em, owner: User, rawProjectId: unknown, rawDocumentId: unknown): Promise<{ document: Document; content: Buffer }> {
    const document = await this.document(em, owner, rawProjectId, rawDocumentId);
    // Written in the transaction that stores the document, so missing only if deleted this instant.
    const content = await readOriginal(em, document.id);
    if (!content) throw new NotFoundError(messages.documentNotFound);
    return { document, content };
  }

  /** The extracted text: consecutive chunks of one page or section joined into one part. */
  async text(em: Em, document: Document): Promise<DocumentText> {
    const { chunks, total } = await readTextChunks(em, document.id, documentTextMaxChars);
    const parts: TextChunk[] = [];
    for (const chunk of chunks) {
      const last = parts[parts.length - 1];
      if (last && last.page === chunk.page && last.section === chunk.section) last.text += `\n\n${chunk.text}`;
      else parts.push({ ...chunk });
    }
    return { parts, truncated: chunks.length < total };
  }
}
