import type { Em } from '../../../db/orm.js';
import {
  assertDimensions,
  candidatesPerRetriever,
  clampSimilarity,
  EmbeddingDimensionError,
  lexicalScanCap,
  rrfK,
  type EmbeddedChunk,
  type KnowledgeIndex,
  type KnowledgeQuery,
  type KnowledgeStatsRow,
  type Reembedded,
  type ScoredChunk,
  type StaleChunk,
} from './knowledge-index.js';

/** Rows per INSERT: 9 parameters each stays far below PostgreSQL's 65535-parameter cap. */
const insertBatch = 500;

interface Row {
  id: number;
  title: string;
  section: string | null;
  content: string;
  url: string;
  cosine: number | string;
  lexical: boolean;
}

/**
 * PostgreSQL or PGlite. With pgvector: HNSW nearest neighbours and full-text candidates fused by
 * reciprocal rank in one query. Without it (embedding stored as real[]): full-text candidates re-ranked
 * by cosine in process, fused the same way.
 */
export class SqlKnowledgeIndex implements KnowledgeIndex {
  private vectorColumn?: Promise<{ pgvector: boolean; dimensions: number | null }>;

  constructor(readonly engine: 'pglite' | 'postgres') {}

  async add(em: Em, chunks: EmbeddedChunk[]): Promise<number> {
    const { pgvector: usesVector } = await this.vectorType(em);
    for (const [model, embeddings] of groupByModel(chunks)) await this.checkDimensions(em, model, embeddings);
    let stored = 0;
    for (let i = 0; i < chunks.length; i += insertBatch) {
      const batch = chunks.slice(i, i + insertBatch);
      const values = batch.map(() => `(?, ?, ?, ?, ?, ?, ?, ?, ?::${usesVector ? 'vector' : 'real[]'})`).join(', ');
      const params = batch.flatMap((c) => [c.title, c.section, c.content, c.url, c.source, c.contentHash, c.model, c.embedding.length, vectorLiteral(c.embedding, usesVector)]);
      const rows = await em.execute<{ id: number }[]>(
        `insert into knowledge_chunks (title, section, content, url, source, content_hash, embedding_model, embedding_dimensions, embedding)
         values ${values} on conflict (content_hash) do nothing returning id`,
        params,
      );
      stored += rows.length;
    }
    return stored;
  }

  async existingHashes(em: Em, hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await em.execute<{ content_hash: string }[]>(`select content_hash from knowledge_chunks where content_hash = any(string_to_array(?, ','))`, [hashes.join(',')]);
    return new Set(rows.map((r) => r.content_hash));
  }

  async search(em: Em, query: KnowledgeQuery): Promise<ScoredChunk[]> {
    const rows = (await this.vectorType(em)).pgvector ? await this.hybridWithPgvector(em, query) : await this.fullTextThenCosine(em, query);
    return rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      section: r.section,
      content: r.content,
      url: r.url,
      similarity: clampSimilarity(Number(r.cosine)),
      lexicalMatch: r.lexical,
    }));
  }

  async stats(em: Em): Promise<KnowledgeStatsRow> {
    const [row] = await em.execute<{ total: number; urls: number; last: Date | string | null }[]>(
      'select count(*)::int as total, count(distinct url)::int as urls, max(created_at) as last from knowledge_chunks',
    );
    return { totalChunks: row?.total ?? 0, uniqueUrls: row?.urls ?? 0, lastUpdated: row?.last ? new Date(row.last) : null };
  }

  async clear(em: Em): Promise<void> {
    await em.execute('delete from knowledge_chunks');
  }

  async countStale(em: Em, model: string): Promise<number> {
    const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from knowledge_chunks where embedding_model <> ?', [model]);
    return Number(row?.n ?? 0);
  }

  async staleChunks(em: Em, model: string, limit: number): Promise<StaleChunk[]> {
    const rows = await em.execute<(Omit<StaleChunk, 'id'> & { id: number })[]>(
      'select id, title, section, content from knowledge_chunks where embedding_model <> ? order by id limit ?',
      [model, limit],
    );
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  async reembed(em: Em, model: string, chunks: Reembedded[]): Promise<number> {
    if (chunks.length === 0) return 0;
    await this.checkDimensions(em, model, chunks.map((c) => c.embedding));
    const { pgvector } = await this.vectorType(em);
    let replaced = 0;
    for (const c of chunks) {
      // Only a chunk still of another model: one re-embedded meanwhile (another worker) is not written twice.
      const rows = await em.execute<{ id: number }[]>(
        `update knowledge_chunks set embedding = ?::${pgvector ? 'vector' : 'real[]'}, embedding_model = ?, embedding_dimensions = ?
          where id = ? and embedding_model <> ? returning id`,
        [vectorLiteral(c.embedding, pgvector), model, c.embedding.length, Number(c.id), model],
      );
      replaced += rows.length;
    }
    return replaced;
  }

  /**
   * The dimension of a model is that of its first stored embedding; a pgvector column also holds one dimension
   * only. A batch that differs is refused with a message saying so, before anything is written.
   */
  private async checkDimensions(em: Em, model: string, embeddings: readonly number[][]): Promise<void> {
    const [row] = await em.execute<{ embedding_dimensions: number }[]>('select embedding_dimensions from knowledge_chunks where embedding_model = ? limit 1', [model]);
    const dimensions = assertDimensions(model, row ? Number(row.embedding_dimensions) : null, embeddings, 'the knowledge base');
    const column = (await this.vectorType(em)).dimensions;
    if (column !== null && dimensions !== column) throw new EmbeddingDimensionError(model, column, dimensions, 'the database column (pgvector)');
  }

  /**
   * The query's words as two tsqueries, every word and any word, computed first so the search below plans with
   * constants: the planner then knows how common each word is and picks the GIN index or an early-stopping scan.
   */
  private async tsqueries(em: Em, text: string): Promise<{ all: string; any: string }> {
    const [row] = await em.execute<{ every_word: string; any_word: string }[]>(
      `select coalesce(string_agg(quote_literal(l), ' & '), '') as every_word, coalesce(string_agg(quote_literal(l), ' | '), '') as any_word
         from unnest(tsvector_to_array(to_tsvector('english', ?))) l`,
      [text],
    );
    return { all: row?.every_word ?? '', any: row?.any_word ?? '' };
  }

  /** Full-text candidates (see lexicalScanCap): rows with every word first, then rows with any, ranked together. */
  private lexicalSql(): string {
    // The limit over the append stops before the any-word scan when rows with every word fill the cap.
    return `matched as (
         select distinct id from (
           select id from (
             (select id from knowledge_chunks where tsv @@ ?::tsquery limit ${lexicalScanCap})
             union all
             (select id from knowledge_chunks where tsv @@ ?::tsquery limit ${lexicalScanCap})
           ) found limit ${lexicalScanCap}) capped),
       lexical as (
         select c.id, row_number() over (order by ts_rank(c.tsv, ?::tsquery) desc, c.id) as rank
           from matched m join knowledge_chunks c on c.id = m.id
          order by rank limit ?)`;
  }

  private async hybridWithPgvector(em: Em, q: KnowledgeQuery): Promise<Row[]> {
    const vector = vectorLiteral(q.vector, true);
    const words = await this.tsqueries(em, q.text);
    return em.execute<Row[]>(
      // The model is checked after the nearest rows are found: a filter inside would let a planner without
      // statistics (PGlite has no autovacuum) prefer a full scan and sort to the HNSW index (50,000 rows: 465 ms vs 7).
      `with semantic as (
         select id, row_number() over (order by distance) as rank
           from (select id, embedding_model, embedding <=> ?::vector as distance
                   from knowledge_chunks order by embedding <=> ?::vector limit ?) nearest
          where embedding_model = ?),
       ${this.lexicalSql()}
       select c.id, c.title, c.section, c.content, c.url,
              case when c.embedding_model = ? then 1 - (c.embedding <=> ?::vector) else 0 end as cosine, l.rank is not null as lexical
         from (select id from semantic union select id from lexical) ids
         join knowledge_chunks c on c.id = ids.id
         left join semantic s on s.id = c.id
         left join lexical l on l.id = c.id
        order by coalesce(1.0 / (${rrfK} + s.rank), 0) + coalesce(1.0 / (${rrfK} + l.rank), 0) desc, c.id
        limit ?`,
      [vector, vector, candidatesPerRetriever, q.model, words.all, words.any, words.any, candidatesPerRetriever * 4, q.model, vector, q.limit],
    );
  }

  /**
   * Without pgvector the database cannot search by vector, so full text proposes and cosine re-ranks; both and the
   * fusion run in the database, so only the chosen rows travel, not every candidate's 512 numbers.
   */
  private async fullTextThenCosine(em: Em, q: KnowledgeQuery): Promise<Row[]> {
    const words = await this.tsqueries(em, q.text);
    return em.execute<Row[]>(
      `with ${this.lexicalSql()},
       scored as (
         select l.id, l.rank as lexical_rank,
                case when c.embedding_model = ? then (select sum(a * b) from unnest(c.embedding, ?::real[]) as v(a, b)) else 0 end as cosine
           from lexical l join knowledge_chunks c on c.id = l.id),
       fused as (
         select id, cosine, lexical_rank,
                1.0 / (${rrfK} + lexical_rank) + 1.0 / (${rrfK} + row_number() over (order by cosine desc, lexical_rank)) as score
           from scored)
       select c.id, c.title, c.section, c.content, c.url, f.cosine, true as lexical
         from fused f join knowledge_chunks c on c.id = f.id
        order by f.score desc, f.lexical_rank
        limit ?`,
      [words.all, words.any, words.any, candidatesPerRetriever * 4, q.model, vectorLiteral(q.vector, false), q.limit],
    );
  }

  /** Whether the embedding column is a pgvector one, and its dimension (pgvector's type modifier; real[] has none). */
  private vectorType(em: Em): Promise<{ pgvector: boolean; dimensions: number | null }> {
    this.vectorColumn ??= em
      .execute<{ udt_name: string; typmod: number }[]>(
        `select t.typname as udt_name, a.atttypmod as typmod from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = 'knowledge_chunks'::regclass and a.attname = 'embedding'`,
      )
      .then((rows) => {
        const pgvector = rows[0]?.udt_name === 'vector';
        const typmod = Number(rows[0]?.typmod ?? -1);
        return { pgvector, dimensions: pgvector && typmod > 0 ? typmod : null };
      });
    return this.vectorColumn;
  }
}

function groupByModel(chunks: EmbeddedChunk[]): Map<string, number[][]> {
  const groups = new Map<string, number[][]>();
  for (const c of chunks) {
    const group = groups.get(c.model);
    if (group) group.push(c.embedding);
    else groups.set(c.model, [c.embedding]);
  }
  return groups;
}

function vectorLiteral(vector: number[], pgvector: boolean): string {
  const body = vector.map((v) => (Number.isFinite(v) ? v.toFixed(7) : '0')).join(',');
  return pgvector ? `[${body}]` : `{${body}}`;
}
