import type { Em } from '../../db/orm.js';
import { utcIsoMicros } from '../../db/sql-time.js';
import type { InstantIdKey } from '../../lib/connection.js';

/**
 * The original bytes of a document live in PostgreSQL ("document_files", one bytea row per document,
 * deleted with it), not on a local disk: every gateway process on the same database can read them, and
 * they are written in the transaction that stores the document. Plain SQL rather than an entity: the bytes
 * never sit in the identity map; they are copied inside the database from the extraction job that held them.
 */
export async function saveOriginalFromJob(em: Em, documentId: number, extractionJobId: number): Promise<void> {
  await em.execute('insert into "document_files" ("document_id", "content") select ?, "content" from "document_extraction_jobs" where "id" = ?', [documentId, extractionJobId]);
}

/** Bytes of every document in the user's projects (the storage quota). */
export async function storageUsedBy(em: Em, ownerId: number): Promise<number> {
  const [row] = await em.execute<{ used: string | null }[]>(
    'select sum(d.size) as used from documents d join projects p on p.id = d.project_id where p.owner_id = ?',
    [ownerId],
  );
  return Number(row?.used ?? 0);
}

/** The uploaded bytes of a document, as stored with it; undefined when there are none. */
export async function readOriginal(em: Em, documentId: number): Promise<Buffer | undefined> {
  const [row] = await em.execute<{ content: Uint8Array | null }[]>('select "content" from "document_files" where "document_id" = ?', [documentId]);
  if (!row?.content) return undefined;
  // PGlite answers a Uint8Array, node-postgres a Buffer: wrapped, not copied (up to 20 MB).
  return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength);
}

/** One evidence chunk of a document's extracted text, in reading order. */
export interface TextChunk {
  page: number | null;
  section: string | null;
  text: string;
}

/**
 * A document's evidence chunks in reading order, stopping after the one that reaches `maxChars` characters
 * (so a huge workbook is not read whole); `total` is how many chunks the document has.
 */
export async function readTextChunks(em: Em, documentId: number, maxChars: number): Promise<{ chunks: TextChunk[]; total: number }> {
  const rows = await em.execute<{ page_number: number | null; section_label: string | null; text: string; total: number | string }[]>(
    `select page_number, section_label, text, total
       from (select page_number, section_label, text, ordinal, count(*) over () as total,
                    sum(char_length(text)) over (order by ordinal) - char_length(text) as before
               from evidence_chunks
              where document_id = ?) c
      where before < ?
      order by ordinal`,
    [documentId, maxChars],
  );
  return {
    chunks: rows.map((row) => ({ page: row.page_number, section: row.section_label, text: row.text })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/**
 * One page of a project's written documents in upload order (createdAt, then id), after `after` when given: their
 * ids with each one's cursor key (its exact createdAt), and how many written documents the project has. Documents
 * still being written (a pending extraction job) are left out, as the entity's `written` filter does.
 */
export async function documentPageOf(em: Em, projectId: number, limit: number, after?: InstantIdKey): Promise<{ rows: { id: number; key: InstantIdKey }[]; total: number }> {
  const rows = await em.execute<{ id: number; sort_at: string }[]>(
    `select d."id", ${utcIsoMicros('d."created_at"')} as sort_at from "documents" d
      where d."project_id" = ? and d."pending_job_id" is null${after ? ' and (d."created_at", d."id") > (?::timestamptz, ?)' : ''}
      order by d."created_at", d."id" limit ?`,
    after ? [projectId, after[0], after[1], limit] : [projectId, limit],
  );
  const [count] = await em.execute<{ n: number }[]>('select count(*)::int as "n" from "documents" where "project_id" = ? and "pending_job_id" is null', [projectId]);
  return { rows: rows.map((row) => ({ id: row.id, key: [row.sort_at, row.id] })), total: Number(count?.n ?? 0) };
}
