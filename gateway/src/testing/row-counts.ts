import type { RunningApp } from '../app/server.js';

export interface DocumentRowCounts {
  documents: number;
  files: number;
  chunks: number;
}

/**
 * Rows in the document tables of a test app's whole database. Tests of one file run one at a time, so
 * comparing counts before and after a request shows exactly what it left behind.
 */
export async function documentRowCounts(app: RunningApp): Promise<DocumentRowCounts> {
  const [row] = await app.database.orm.em.fork().execute<DocumentRowCounts[]>(
    `select (select count(*)::int from documents) as documents,
            (select count(*)::int from document_files) as files,
            (select count(*)::int from evidence_chunks) as chunks`,
  );
  return row!;
}
