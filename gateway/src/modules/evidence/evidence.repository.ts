import type { Em } from '../../db/orm.js';
import type { ExtractedChunk } from '../documents/extraction/chunking.js';
import { EvidenceChunk } from './evidence-chunk.entity.js';

/** One retrieved piece of evidence, with what a citation needs. */
export interface EvidenceHit {
  chunkId: number;
  documentId: number;
  documentName: string;
  pageNumber: number | null;
  sectionLabel: string | null;
  text: string;
  /** ts_rank_cd score: only comparable within one query. */
  rank: number;
}

/**
 * A raw query in web-search syntax ('access review -draft', '"least privilege" or mfa'), or phrases of
 * which any may match (each matched as a phrase, in word order).
 */
export type EvidenceQuery = string | { phrases: string[] };

const maxLimit = 100;
/**
 * Matching chunks ranked per query, at most. Ranking every match of a common phrase in a project of ten thousand
 * chunks took half a second of the embedded database's time, on the main thread (`npm run bench -- stall`); real policy sets
 * have far fewer matches per query than this, so it bounds only the pathological case.
 */
const maxRankedMatches = 2_000;
/** Rows per INSERT: 6 parameters each stays far below PostgreSQL's 65535-parameter cap. */
const insertBatch = 500;

/**
 * The project's evidence chunks best matching the query (PostgreSQL full-text search, English stemming,
 * cover-density rank), best first. Only chunks of `projectId` are ever considered: callers must have
 * checked that the project belongs to the user.
 */
export async function searchEvidence(em: Em, projectId: number, query: EvidenceQuery, limit = 10): Promise<EvidenceHit[]> {
  const tsquery = toTsquery(query);
  if (!tsquery) return [];
  const rows = await em.execute<RawHit[]>(
    `with q as (select ${tsquery.sql} as query),
          c as (select c.*, d.name as document_name
                  from evidence_chunks c
                  join documents d on d.id = c.document_id and d.pending_job_id is null, q
                 where c.project_id = ? and c.tsv @@ q.query
                 limit ?)
     select c.id as chunk_id, c.document_id, c.document_name, c.page_number, c.section_label, c.text,
            ts_rank_cd(c.tsv, q.query) as rank
       from c, q
      order by rank desc, c.document_id, c.ordinal
      limit ?`,
    [...tsquery.params, projectId, maxRankedMatches, Math.min(Math.max(1, Math.floor(limit)), maxLimit)],
  );
  return rows.map((row) => ({
    chunkId: row.chunk_id,
    documentId: row.document_id,
    documentName: row.document_name,
    pageNumber: row.page_number,
    sectionLabel: row.section_label,
    text: row.text,
    rank: Number(row.rank),
  }));
}

interface RawHit {
  chunk_id: number;
  document_id: number;
  document_name: string;
  page_number: number | null;
  section_label: string | null;
  text: string;
  rank: number | string;
}

/** Parameterised SQL for the tsquery; undefined when there is nothing to search for. */
function toTsquery(query: EvidenceQuery): { sql: string; params: string[] } | undefined {
  if (typeof query === 'string') {
    const text = query.trim();
    return text ? { sql: `websearch_to_tsquery('english', ?)`, params: [text] } : undefined;
  }
  const phrases = query.phrases.map((p) => p.trim()).filter(Boolean);
  if (!phrases.length) return undefined;
  return { sql: phrases.map(() => `phraseto_tsquery('english', ?)`).join(' || '), params: phrases };
}

/** Stores a document's chunks (inside the caller's transaction). */
export async function storeEvidenceChunks(em: Em, documentId: number, projectId: number, chunks: ExtractedChunk[]): Promise<void> {
  for (let i = 0; i < chunks.length; i += insertBatch) {
    const rows = chunks.slice(i, i + insertBatch).map((chunk) => ({
      document: documentId,
      project: projectId,
      ordinal: chunk.ordinal,
      pageNumber: chunk.pageNumber,
      sectionLabel: chunk.sectionLabel,
      text: chunk.text,
    }));
    await em.insertMany(EvidenceChunk, rows);
  }
}
