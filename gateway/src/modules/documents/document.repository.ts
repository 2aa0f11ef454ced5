import type { Em } from '../../db/orm.js';

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
