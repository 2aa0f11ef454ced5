import type { Em } from '../../../db/orm.js';
import type { DraftChunk } from '../chunking.js';

export type KnowledgeEngine = 'pglite' | 'postgres' | 'elasticsearch';

export interface EmbeddedChunk extends DraftChunk {
  embedding: number[];
  model: string;
}

export interface KnowledgeQuery {
  text: string;
  /** The query's unit-length embedding, from the same model as the stored chunks. */
  vector: number[];
  model: string;
  limit: number;
  /** The gateway request that asked (logged with a failure, and sent to Elasticsearch as X-Opaque-Id). */
  requestId?: string;
}

/** A chunk embedded by another model than the configured one, waiting to be embedded again. */
export interface StaleChunk {
  id: string;
  title: string;
  section: string | null;
  content: string;
}

/** A chunk's new embedding (re-embedding after a change of model). */
export interface Reembedded {
  id: string;
  embedding: number[];
}

export interface ScoredChunk {
  id: string;
  title: string;
  section: string | null;
  content: string;
  url: string;
  /** Cosine similarity of query and chunk embeddings, clamped to 0-1. */
  similarity: number;
  /** Whether the words of the query matched the chunk's text (full-text or BM25). */
  lexicalMatch: boolean;
}

export interface KnowledgeStatsRow {
  totalChunks: number;
  uniqueUrls: number;
  lastUpdated: Date | null;
}

/**
 * Where chunks live and how they are found: hybrid search (vector similarity + full text, fused by
 * reciprocal rank). One implementation is chosen at start. SQL implementations use the caller's `em`.
 */
export interface KnowledgeIndex {
  readonly engine: KnowledgeEngine;
  /** Stores chunks whose content hash is new; answers how many were stored. */
  add(em: Em, chunks: EmbeddedChunk[]): Promise<number>;
  /** The hashes among these that are already stored (so their text is never embedded twice). */
  existingHashes(em: Em, hashes: string[]): Promise<Set<string>>;
  search(em: Em, query: KnowledgeQuery): Promise<ScoredChunk[]>;
  stats(em: Em): Promise<KnowledgeStatsRow>;
  clear(em: Em): Promise<void>;
  /** How many chunks another model than `model` embedded (0: nothing to re-embed). */
  countStale(em: Em, model: string): Promise<number>;
  /** Up to `limit` chunks another model than `model` embedded. */
  staleChunks(em: Em, model: string, limit: number): Promise<StaleChunk[]>;
  /**
   * Stores new embeddings of `model` for chunks another model embedded (a chunk already of `model` is left alone);
   * answers how many were replaced. Refuses a dimension other than the one `model` has in the index.
   */
  reembed(em: Em, model: string, chunks: Reembedded[]): Promise<number>;
}

/**
 * An embedding whose length differs from what the index holds for its model: the chunk is refused rather than
 * stored beside vectors it cannot be compared with (a dimension change needs the chunks embedded again: on
 * Elasticsearch a reindex that leaves the vectors behind, in the database a cleared knowledge base).
 */
export class EmbeddingDimensionError extends Error {
  override name = 'EmbeddingDimensionError';

  constructor(model: string, expected: number, got: number, where: string) {
    super(
      `The embedding model "${model}" answered ${got}-dimension vectors, but ${where} holds ${expected}-dimension vectors for it: the chunks were not stored. ` +
        'Set the model back to its earlier dimension, or embed everything again: on Elasticsearch run `npm run knowledge -- reindex --embed-again`; in the database clear the knowledge base and add the content again.',
    );
  }
}

/**
 * Checks that every embedding of a batch has the dimension the index holds for the model (`stored`, the dimension
 * of its first stored embedding; null when the model has none yet, so the batch's first embedding sets it).
 */
export function assertDimensions(model: string, stored: number | null, embeddings: readonly (readonly number[])[], where: string): number {
  const expected = stored ?? embeddings[0]?.length ?? 0;
  const odd = embeddings.find((e) => e.length !== expected);
  if (odd) throw new EmbeddingDimensionError(model, expected, odd.length, stored === null ? 'the same batch' : where);
  return expected;
}

/** Reciprocal rank fusion constant (the usual 60): rank 1 of one list outweighs rank 10 of both. */
export const rrfK = 60;
/** Candidates each retriever contributes before fusion. */
export const candidatesPerRetriever = 50;

export function clampSimilarity(cosine: number): number {
  return Math.min(1, Math.max(0, Math.round(cosine * 10_000) / 10_000));
}

/** An OR query over the text's stemmed words (web-search syntax would demand every word). */
export const orTsquerySql = `(select coalesce(string_agg(quote_literal(l), ' | '), '')::tsquery from unnest(tsvector_to_array(to_tsvector('english', ?))) l)`;

/**
 * Full-text matches ranked per query: rows holding every word first, then rows holding any, at most this many.
 * Ranking every match of a common word ("access", "review") reads most of a large index: over 50,000 chunks a query
 * took 0.3 s on PostgreSQL and 1.6 s on PGlite that way. Past the cap the database's own order decides which matches
 * are ranked, so the cap only bites on words a large part of the index shares, where the vector retriever carries
 * the ranking anyway.
 */
export const lexicalScanCap = 500;
