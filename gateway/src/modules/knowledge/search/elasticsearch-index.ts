import type { Client } from '@elastic/elasticsearch';
import type { Logger } from '../../../lib/logger.js';
import { embeddingDimensions, cosine } from '../embeddings/embedder.js';
import {
  assertDimensions,
  candidatesPerRetriever,
  clampSimilarity,
  rrfK,
  type EmbeddedChunk,
  type KnowledgeIndex,
  type KnowledgeQuery,
  type KnowledgeStatsRow,
  type Reembedded,
  type ScoredChunk,
  type StaleChunk,
} from './knowledge-index.js';

interface ChunkSource {
  title: string;
  section: string | null;
  content: string;
  url: string;
  source: string;
  content_hash: string;
  embedding_model: string;
  /** Absent on chunks written before the field existed, all of the then fixed dimension (512). */
  embedding_dimensions?: number;
  embedding: number[];
  created_at: string;
}

/**
 * Explicit mappings: English full text on the words, a cosine HNSW dense_vector, keywords for the rest. The vector's
 * dimension is left to the first embedding stored (Elasticsearch fixes `dims` then), and each chunk records it.
 */
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
    embedding_dimensions: { type: 'integer' },
    embedding: { type: 'dense_vector', index: true, similarity: 'cosine', index_options: { type: 'hnsw' } },
    created_at: { type: 'date' },
  },
} as const;

/** What the gateway learns about the cluster once, on first use. */
export interface ClusterTraits {
  version: string;
  licence: string;
  /** The RRF retriever needs a paid licence (platinum, enterprise or a trial); basic clusters answer 403. */
  retriever: 'rrf' | 'knn+query';
  /** 9.2 and later leave vectors out of `_source` unless the search asks for them (`exclude_vectors: false`). */
  vectorsOnRequest: boolean;
}

export interface ElasticsearchIndexOptions {
  logger?: Logger;
  /** Chunks per bulk request (bounded so one request never grows with the crawl). */
  bulkBatchSize?: number;
  /** Tries of a chunk the cluster answered 429 (too many requests) before the add fails. */
  bulkAttempts?: number;
  /** Milliseconds before the n-th retry (n from 1). */
  retryDelayMs?: (attempt: number) => number;
}

const paidLicences = new Set(['platinum', 'enterprise', 'trial']);
const silentLogger = { info() {}, warn() {}, error() {} } as unknown as Logger;

/**
 * Elasticsearch: kNN on the dense_vector and BM25 on the text, combined by the RRF retriever where the licence has
 * it, otherwise kNN plus a boosted text query in one request. Similarity is the cosine of the query and each hit's
 * stored vector (the RRF score says nothing about closeness), so hits bring their vectors back on every version.
 * Documents are keyed by content hash, so `create` skips what is already there.
 */
export class ElasticsearchKnowledgeIndex implements KnowledgeIndex {
  readonly engine = 'elasticsearch';
  private ready?: Promise<void>;
  private cluster?: Promise<ClusterTraits>;
  private readonly logger: Logger;
  private readonly bulkBatchSize: number;
  private readonly bulkAttempts: number;
  private readonly retryDelayMs: (attempt: number) => number;
  /** Each model's dimension once seen in the index (it never changes for a model while the index lives). */
  private readonly dimensionsByModel = new Map<string, number>();

  constructor(
    private readonly client: Client,
    private readonly index: string,
    options: ElasticsearchIndexOptions = {},
  ) {
    this.logger = options.logger ?? silentLogger;
    this.bulkBatchSize = options.bulkBatchSize ?? 200;
    this.bulkAttempts = options.bulkAttempts ?? 5;
    this.retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(8_000, 500 * 2 ** (attempt - 1)));
  }

  async add(_em: unknown, chunks: EmbeddedChunk[]): Promise<number> {
    if (chunks.length === 0) return 0;
    await this.ensureIndex();
    for (const model of new Set(chunks.map((c) => c.model))) await this.checkDimensions(model, chunks.filter((c) => c.model === model).map((c) => c.embedding));
    let stored = 0;
    for (let start = 0; start < chunks.length; start += this.bulkBatchSize) stored += await this.addBatch(chunks.slice(start, start + this.bulkBatchSize));
    return stored;
  }

  /** One bulk request; the chunks answered 429 are sent again after a pause, the others are settled. */
  private async addBatch(batch: EmbeddedChunk[]): Promise<number> {
    const now = new Date().toISOString();
    let pending = batch;
    let stored = 0;
    for (let attempt = 1; pending.length > 0; attempt += 1) {
      const operations = pending.flatMap((c) => [
        { create: { _index: this.index, _id: c.contentHash } },
        { title: c.title, section: c.section, content: c.content, url: c.url, source: c.source, content_hash: c.contentHash, embedding_model: c.model, embedding_dimensions: c.embedding.length, embedding: c.embedding, created_at: now },
      ]);
      const result = await this.client.bulk({ operations, refresh: 'wait_for' });
      const throttled: EmbeddedChunk[] = [];
      result.items.forEach((item, i) => {
        const status = item.create?.status ?? 0;
        if (status >= 200 && status < 300) stored += 1;
        else if (status === 429) throttled.push(pending[i]!);
        // 409: the same content is already indexed (dedupe), anything else is a real failure.
        else if (status !== 409) throw new Error(`Elasticsearch index "${this.index}" refused a chunk: ${item.create?.error?.reason ?? status}`);
      });
      if (throttled.length > 0 && attempt >= this.bulkAttempts) {
        throw new Error(`Elasticsearch index "${this.index}" still answered 429 (too many requests) for ${throttled.length} chunks after ${attempt} tries`);
      }
      if (throttled.length > 0) {
        this.logger.warn({ index: this.index, throttled: throttled.length, attempt }, 'Elasticsearch answered 429 to bulk items: retrying them');
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs(attempt)));
      }
      pending = throttled;
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
    const traits = await this.traits();
    const knn = { field: 'embedding', query_vector: q.vector, k: candidatesPerRetriever, num_candidates: candidatesPerRetriever * 4, filter: { term: { embedding_model: q.model } } };
    const text = { multi_match: { query: q.text, fields: ['title^2', 'section^2', 'content'], _name: 'lexical' } };
    const includes = ['title', 'section', 'content', 'url', 'embedding_model', 'embedding'];
    // `exclude_vectors` is unknown before 9.2, where vectors are in `_source` anyway.
    const source = traits.vectorsOnRequest ? { includes, exclude_vectors: false } : includes;
    const common = { index: this.index, size: q.limit, _source: source as string[] };
    // The gateway's request id goes with the search (X-Opaque-Id), so the cluster's slow and audit logs name it too.
    const options = q.requestId ? { opaqueId: q.requestId } : {};
    let hits;
    try {
      hits =
        traits.retriever === 'rrf'
          ? (
              await this.client.search<ChunkSource>(
                {
                  ...common,
                  retriever: { rrf: { retrievers: [{ standard: { query: text } }, { knn }], rank_window_size: candidatesPerRetriever, rank_constant: rrfK } },
                },
                options,
              )
            ).hits.hits
          : (await this.client.search<ChunkSource>({ ...common, knn: { ...knn, boost: 0.5 }, query: { bool: { should: [text], boost: 0.5 } } }, options)).hits.hits;
    } catch (error) {
      throw this.failure('search', error, q.requestId);
    }
    return hits.map((hit) => {
      const s = hit._source!;
      return {
        id: hit._id!,
        title: s.title,
        section: s.section,
        content: s.content,
        url: s.url,
        // A text match embedded by another model (waiting to be re-embedded) has no similarity to this query's vector.
        similarity: clampSimilarity(s.embedding && s.embedding_model === q.model && s.embedding.length === q.vector.length ? cosine(s.embedding, q.vector) : 0),
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
    this.dimensionsByModel.clear();
  }

  async countStale(_em: unknown, model: string): Promise<number> {
    await this.ensureIndex();
    try {
      return (await this.client.count({ index: this.index, query: otherModels(model) })).count;
    } catch (error) {
      throw this.failure('counting the chunks of other models', error);
    }
  }

  async staleChunks(_em: unknown, model: string, limit: number): Promise<StaleChunk[]> {
    await this.ensureIndex();
    try {
      const result = await this.client.search<ChunkSource>({ index: this.index, size: limit, query: otherModels(model), sort: ['_doc'], _source: ['title', 'section', 'content'] });
      return result.hits.hits.map((hit) => ({ id: hit._id!, title: hit._source!.title, section: hit._source!.section, content: hit._source!.content }));
    } catch (error) {
      throw this.failure('reading the chunks of other models', error);
    }
  }

  async reembed(_em: unknown, model: string, chunks: Reembedded[]): Promise<number> {
    if (chunks.length === 0) return 0;
    await this.ensureIndex();
    await this.checkDimensions(model, chunks.map((c) => c.embedding));
    const operations = chunks.flatMap((c) => [
      { update: { _index: this.index, _id: c.id } },
      { doc: { embedding: c.embedding, embedding_model: model, embedding_dimensions: c.embedding.length } },
    ]);
    let result;
    try {
      result = await this.client.bulk({ operations, refresh: 'wait_for' });
    } catch (error) {
      throw this.failure('re-embedding chunks', error);
    }
    let replaced = 0;
    for (const item of result.items) {
      const status = item.update?.status ?? 0;
      if (status >= 200 && status < 300) replaced += 1;
      // 404: the chunk was deleted meanwhile (the knowledge base cleared), nothing to re-embed.
      else if (status !== 404) throw new Error(`Elasticsearch index "${this.index}" refused a re-embedded chunk: ${item.update?.error?.reason ?? status}`);
    }
    return replaced;
  }

  /**
   * A model's dimension is that of its first stored embedding (Elasticsearch also fixes the vector field's
   * dimension with the first one): a batch of another dimension is refused before it is sent.
   */
  private async checkDimensions(model: string, embeddings: readonly number[][]): Promise<void> {
    let stored = this.dimensionsByModel.get(model);
    if (stored === undefined) {
      try {
        const result = await this.client.search<ChunkSource>({ index: this.index, size: 1, query: { term: { embedding_model: model } }, _source: ['embedding_dimensions'] });
        const hit = result.hits.hits[0];
        if (hit) stored = hit._source?.embedding_dimensions ?? embeddingDimensions;
      } catch (error) {
        throw this.failure("reading the model's dimension", error);
      }
    }
    assertDimensions(model, stored ?? null, embeddings, `index "${this.index}"`);
    if (stored !== undefined) this.dimensionsByModel.set(model, stored);
  }

  /** The cluster's version and licence, asked once; the retriever follows from the licence. */
  traits(): Promise<ClusterTraits> {
    this.cluster ??= (async () => {
      const version = (await this.client.info()).version.number;
      const [major = 0, minor = 0] = version.split('.').map(Number);
      let licence = 'unknown';
      try {
        licence = (await this.client.license.get()).license.type;
      } catch (error) {
        // Reading the licence needs the `monitor` cluster privilege; without it the free retriever is the safe pick.
        this.logger.warn({ index: this.index, err: describe(error) }, 'Elasticsearch licence could not be read: using kNN plus a text query');
      }
      const traits: ClusterTraits = {
        version,
        licence,
        retriever: paidLicences.has(licence) ? 'rrf' : 'knn+query',
        vectorsOnRequest: major > 9 || (major === 9 && minor >= 2),
      };
      this.logger.info({ index: this.index, ...traits }, 'Elasticsearch knowledge index: retriever chosen from the licence');
      return traits;
    })().catch((error: unknown) => {
      this.cluster = undefined;
      throw this.failure('reading the cluster version', error);
    });
    return this.cluster;
  }

  /**
   * The index lives behind an alias (the configured name) over a versioned index (`<name>-v1`, `-v2`…), so a mapping
   * change is a reindex into the next version and an atomic alias swap (`reindex`). A cluster that already has a
   * plain index of that name (made by an earlier release) keeps using it until the next reindex moves it.
   */
  private ensureIndex(): Promise<void> {
    this.ready ??= (async () => {
      if (await this.client.indices.exists({ index: this.index })) {
        // An index of an earlier release lacks the dimension field (strict mappings refuse unknown fields): adding a field needs no reindex.
        await this.client.indices.putMapping({ index: this.index, properties: { embedding_dimensions: knowledgeMappings.properties.embedding_dimensions } });
        return;
      }
      try {
        await this.client.indices.create({ index: versionedName(this.index, 1), mappings: knowledgeMappings, settings: { number_of_shards: 1 }, aliases: { [this.index]: {} } });
      } catch (error) {
        // Another gateway created it between our check and our create: it is there, which is all we need.
        if (errorType(error) !== 'resource_already_exists_exception') throw error;
      }
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw this.failure('creating the index', error);
    });
    return this.ready;
  }

  /**
   * Copies every chunk into the next version of the index with today's mappings and moves the alias to it in one
   * step, then copies what was written to the old version meanwhile (create-only: nothing is overwritten) and
   * deletes it. Vectors are copied as they are; with `embedAgain` (a change of embedding dimensions) they are left
   * behind with their model, so the new version's vector field takes the dimension of the first new embedding and
   * the gateways' re-embed job (progress on the knowledge page) embeds every chunk again; meanwhile the chunks are
   * found by their words.
   */
  async reindex({ embedAgain = false }: { embedAgain?: boolean } = {}): Promise<{ from: string; to: string; copied: number }> {
    try {
      const current = await this.currentIndex();
      if (!current) {
        await this.ensureIndex();
        return { from: '', to: versionedName(this.index, 1), copied: 0 };
      }
      const legacy = current === this.index;
      const next = versionedName(this.index, legacy ? 1 : versionOf(current) + 1);
      await this.client.indices.create({ index: next, mappings: knowledgeMappings, settings: { number_of_shards: 1 } });
      const withoutVectors = embedAgain ? { script: { lang: 'painless', source: dropVectorsScript } } : {};
      const copy = () =>
        this.client.reindex({ source: { index: current }, dest: { index: next, op_type: 'create' }, ...withoutVectors, conflicts: 'proceed', refresh: true, wait_for_completion: true });
      const first = await copy();
      // A plain index of the alias's name is deleted in the same atomic step that gives its name to the alias.
      await this.client.indices.updateAliases({
        actions: legacy
          ? [{ add: { index: next, alias: this.index } }, { remove_index: { index: current } }]
          : [{ remove: { index: current, alias: this.index } }, { add: { index: next, alias: this.index } }],
      });
      let copied = first.created ?? 0;
      if (!legacy) {
        copied += (await copy()).created ?? 0;
        await this.client.indices.delete({ index: current });
      }
      this.logger.info({ index: this.index, from: current, to: next, copied, embedAgain }, 'Elasticsearch knowledge index reindexed');
      return { from: current, to: next, copied };
    } catch (error) {
      throw this.failure('reindexing', error);
    }
  }

  /** The index the alias points at, the plain index of that name, or null when there is none yet. */
  private async currentIndex(): Promise<string | null> {
    try {
      const aliased = Object.keys(await this.client.indices.getAlias({ name: this.index }));
      if (aliased.length > 1) throw new Error(`the alias "${this.index}" points at ${aliased.length} indices (${aliased.join(', ')}); keep one`);
      if (aliased[0]) return aliased[0];
    } catch (error) {
      if ((error as { meta?: { statusCode?: number } }).meta?.statusCode !== 404) throw error;
    }
    return (await this.client.indices.exists({ index: this.index })) ? this.index : null;
  }

  /** A refusal, logged with the index and the status (a 403 is a missing privilege, never read as "no licence"). */
  private failure(action: string, error: unknown, requestId?: string): Error {
    if (error instanceof KnowledgeIndexError) return error;
    const meta = (error as { meta?: { statusCode?: number; meta?: { request?: { id?: unknown } } } }).meta;
    const status = meta?.statusCode;
    const reason = describe(error);
    // The gateway's request id, and the client's id of the request to the cluster (its diagnostic events carry it).
    const esRequestId = meta?.meta?.request?.id;
    this.logger.error({ index: this.index, status, err: reason, ...(requestId ? { requestId } : {}), ...(esRequestId !== undefined ? { esRequestId } : {}) }, `Elasticsearch failed ${action}`);
    const hint = status === 403 ? ' (403: the user or API key lacks a privilege on this index)' : '';
    return new KnowledgeIndexError(`Elasticsearch failed ${action} on index "${this.index}"${hint}: ${reason}`, { cause: error });
  }
}

export class KnowledgeIndexError extends Error {
  override name = 'KnowledgeIndexError';
}

const otherModels = (model: string) => ({ bool: { must_not: [{ term: { embedding_model: model } }] } });

const versionedName = (alias: string, version: number) => `${alias}-v${version}`;

/** A reindex that leaves each chunk's vector behind: without its model the chunk waits to be embedded again. */
const dropVectorsScript = "ctx._source.remove('embedding'); ctx._source.remove('embedding_dimensions'); ctx._source.remove('embedding_model');";

function versionOf(index: string): number {
  const match = /-v(\d+)$/.exec(index);
  return match ? Number(match[1]) : 0;
}

function errorType(error: unknown): string | undefined {
  const body = (error as { meta?: { body?: { error?: { type?: string } } } }).meta?.body;
  return body?.error?.type;
}

function describe(error: unknown): string {
  const body = (error as { meta?: { body?: { error?: { type?: string; reason?: string } } } }).meta?.body;
  if (body?.error?.reason) return `${body.error.type ?? 'error'}: ${body.error.reason}`;
  return error instanceof Error ? error.message : String(error);
}
