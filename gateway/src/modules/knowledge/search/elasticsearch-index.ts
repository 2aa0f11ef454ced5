import type { Client } from '@elastic/elasticsearch';
import { embeddingDimensions, cosine } from '../embeddings/embedder.js';
import { candidatesPerRetriever, clampSimilarity, rrfK, type EmbeddedChunk, type KnowledgeIndex, type KnowledgeQuery, type KnowledgeStatsRow, type ScoredChunk } from './knowledge-index.js';

interface ChunkSource {
  title: string;
  section: string | null;
  content: string;
  url: string;
  source: string;
  content_hash: string;
  embedding_model: string;
  embedding: number[];
  created_at: string;
}

/** Explicit mappings: English full text on the words, a cosine HNSW dense_vector, keywords for the rest. */
export const knowledgeMappings = {
  dynamic: 'strict',
  properties: {
    title: { type: 'text', analyzer: 'english' },
    section: { type: 'text', analyzer: 'english' },
    content: { type: 'text', analyzer: 'english' },
    url: { type: 'keyword' },
    source: { type: 'keyword' },
    content_hash: { type: 'keyword' },
    embedding_model: { type: 'keyword' },
    embedding: { type: 'dense_vector', dims: embeddingDimensions, index: true, similarity: 'cosine', index_options: { type: 'hnsw' } },
    created_at: { type: 'date' },
  },
} as const;

/**
 * Elasticsearch: kNN on the dense_vector and BM25 on the text, combined by the RRF retriever; a cluster
 * without it (older, or a licence that lacks it) gets kNN plus a boosted text query in one request.
 * Documents are keyed by content hash, so `create` skips what is already there.
 */
export class ElasticsearchKnowledgeIndex implements KnowledgeIndex {
  readonly engine = 'elasticsearch';
  private ready?: Promise<void>;
  private rrfSupported = true;

  constructor(
    private readonly client: Client,
    private readonly index: string,
  ) {}

  async add(_em: unknown, chunks: EmbeddedChunk[]): Promise<number> {
    if (chunks.length === 0) return 0;
    await this.ensureIndex();
    const now = new Date().toISOString();
    const operations = chunks.flatMap((c) => [
      { create: { _index: this.index, _id: c.contentHash } },
      { title: c.title, section: c.section, content: c.content, url: c.url, source: c.source, content_hash: c.contentHash, embedding_model: c.model, embedding: c.embedding, created_at: now },
    ]);
    const result = await this.client.bulk({ operations, refresh: 'wait_for' });
    let stored = 0;
    for (const item of result.items) {
      const status = item.create?.status ?? 0;
      if (status >= 200 && status < 300) stored += 1;
      // 409: the same content is already indexed (dedupe), anything else is a real failure.
      else if (status !== 409) throw new Error(`Elasticsearch refused a chunk: ${item.create?.error?.reason ?? status}`);
    }
    return stored;
  }

  async existingHashes(_em: unknown, hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    await this.ensureIndex();
    const result = await this.client.mget<ChunkSource>({ index: this.index, ids: hashes, _source: false });
    return new Set(result.docs.filter((d) => 'found' in d && d.found).map((d) => d._id));
  }

  async search(_em: unknown, q: KnowledgeQuery): Promise<ScoredChunk[]> {
    await this.ensureIndex();
    const knn = { field: 'embedding', query_vector: q.vector, k: candidatesPerRetriever, num_candidates: candidatesPerRetriever * 4, filter: { term: { embedding_model: q.model } } };
    const text = { multi_match: { query: q.text, fields: ['title^2', 'section^2', 'content'], _name: 'lexical' } };
    const common = { index: this.index, size: q.limit, _source: ['title', 'section', 'content', 'url', 'embedding'] };
    let hits;
    if (this.rrfSupported) {
      try {
        hits = (
          await this.client.search<ChunkSource>({
            ...common,
            retriever: { rrf: { retrievers: [{ standard: { query: text } }, { knn }], rank_window_size: candidatesPerRetriever, rank_constant: rrfK } },
          })
        ).hits.hits;
      } catch (error) {
        if (!isUnsupportedRetriever(error)) throw error;
        this.rrfSupported = false;
      }
    }
    hits ??= (await this.client.search<ChunkSource>({ ...common, knn: { ...knn, boost: 0.5 }, query: { bool: { should: [text], boost: 0.5 } } })).hits.hits;
    return hits.map((hit) => {
      const s = hit._source!;
      return {
        id: hit._id!,
        title: s.title,
        section: s.section,
        content: s.content,
        url: s.url,
        similarity: clampSimilarity(s.embedding ? cosine(s.embedding, q.vector) : 0),
        lexicalMatch: (hit.matched_queries as string[] | undefined)?.includes('lexical') ?? false,
      };
    });
  }

  async stats(): Promise<KnowledgeStatsRow> {
    await this.ensureIndex();
    const result = await this.client.search({
      index: this.index,
      size: 0,
      track_total_hits: true,
      aggs: { urls: { cardinality: { field: 'url', precision_threshold: 40_000 } }, last: { max: { field: 'created_at' } } },
    });
    const total = typeof result.hits.total === 'number' ? result.hits.total : (result.hits.total?.value ?? 0);
    const aggs = result.aggregations as { urls?: { value: number }; last?: { value: number | null } } | undefined;
    return { totalChunks: total, uniqueUrls: aggs?.urls?.value ?? 0, lastUpdated: aggs?.last?.value ? new Date(aggs.last.value) : null };
  }

  async clear(): Promise<void> {
    await this.ensureIndex();
    await this.client.deleteByQuery({ index: this.index, query: { match_all: {} }, refresh: true, conflicts: 'proceed' });
  }

  private ensureIndex(): Promise<void> {
    this.ready ??= (async () => {
      if (await this.client.indices.exists({ index: this.index })) return;
      await this.client.indices.create({ index: this.index, mappings: knowledgeMappings, settings: { number_of_shards: 1 } });
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }
}

/** A 400 naming the retriever (unknown before 8.14) or a licence refusal (403): fall back to kNN + query. */
function isUnsupportedRetriever(error: unknown): boolean {
  const e = error as { meta?: { statusCode?: number; body?: unknown }; message?: string };
  const status = e.meta?.statusCode;
  const detail = `${e.message ?? ''} ${JSON.stringify(e.meta?.body ?? '')}`;
  return (status === 400 && /retriever|rrf|unknown key/i.test(detail)) || status === 403;
}
