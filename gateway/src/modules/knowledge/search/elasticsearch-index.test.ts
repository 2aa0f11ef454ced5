import { createRequire } from 'node:module';
import { Client } from '@elastic/elasticsearch';
import { ElasticsearchKnowledgeIndex, knowledgeMappings } from './elasticsearch-index.js';
import type { EmbeddedChunk } from './knowledge-index.js';

/** The mock checks errors against the CommonJS build's classes (the ESM build's are distinct). */
const require = createRequire(import.meta.url);
const { errors } = require('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch');
/** CommonJS with an `export =` declaration NodeNext cannot construct from an ESM default import. */
const Mock = require('@elastic/elasticsearch-mock') as typeof import('@elastic/elasticsearch-mock').default;

const vector = (seed: number) => Array.from({ length: 512 }, (_, i) => (i === seed ? 1 : 0));
const chunk = (hash: string, seed: number): EmbeddedChunk => ({
  title: 'Guide', section: 'Restore testing', content: `content ${hash}`, url: 'guide.md', source: 'upload', contentHash: hash, embedding: vector(seed), model: 'use-lite-512',
});

function setup() {
  const mock = new Mock();
  const requests: { method: string; path: string; body: unknown }[] = [];
  // The mock's connection class comes from the CommonJS build: same runtime shape, distinct declarations.
  const client = new Client({ node: 'http://127.0.0.1:9200', Connection: mock.getConnection() as never });
  client.diagnostic.on('request', (_error, event) => {
    const params = event?.meta.request.params;
    if (params) requests.push({ method: params.method, path: params.path, body: params.body ? parseBody(params.body) : undefined });
  });
  mock.add({ method: 'HEAD', path: '/knowledge' }, () => new errors.ResponseError({ statusCode: 404, body: '', warnings: null, meta: {} as never } as never));
  mock.add({ method: 'PUT', path: '/knowledge' }, () => ({ acknowledged: true }));
  return { mock, requests, index: new ElasticsearchKnowledgeIndex(client, 'knowledge') };
}

function parseBody(body: unknown): unknown {
  const text = String(body);
  try {
    return JSON.parse(text);
  } catch {
    return text.trim().split('\n').map((line) => JSON.parse(line));
  }
}

describe('Elasticsearch index (request shapes against the official mock)', () => {
  test('creates the index once with explicit mappings: cosine HNSW dense_vector and English text', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => ({ hits: { total: { value: 3, relation: 'eq' }, hits: [] }, aggregations: { urls: { value: 2 }, last: { value: 1767225600000 } } }));
    expect(await index.stats()).toEqual({ totalChunks: 3, uniqueUrls: 2, lastUpdated: new Date(1767225600000) });
    await index.stats();
    const create = requests.filter((r) => r.method === 'PUT');
    expect(create).toHaveLength(1);
    expect(create[0]!.body).toMatchObject({ mappings: knowledgeMappings });
    expect(knowledgeMappings.properties.embedding).toEqual({ type: 'dense_vector', dims: 512, index: true, similarity: 'cosine', index_options: { type: 'hnsw' } });
  });

  test('bulk-indexes with create ops keyed by content hash; a 409 is a duplicate, not an error', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: true, took: 1, items: [{ create: { status: 201, _id: 'h1' } }, { create: { status: 409, _id: 'h2' } }] }));
    expect(await index.add(undefined, [chunk('h1', 1), chunk('h2', 2)])).toBe(1);
    const bulk = requests.find((r) => r.path === '/_bulk')!;
    expect((bulk.body as unknown[])[0]).toEqual({ create: { _index: 'knowledge', _id: 'h1' } });
    expect((bulk.body as Record<string, unknown>[])[1]).toMatchObject({ content_hash: 'h1', embedding_model: 'use-lite-512', url: 'guide.md' });
  });

  test('search combines kNN and BM25 with the RRF retriever and reports cosine similarity', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => ({
      hits: { hits: [{ _id: 'h1', _score: 0.03, matched_queries: ['lexical'], _source: { title: 'Guide', section: 'S', content: 'c', url: 'guide.md', embedding: vector(1) } }] },
    }));
    const result = await index.search(undefined, { text: 'restore tests', vector: vector(1), model: 'use-lite-512', limit: 5 });
    expect(result).toEqual([{ id: 'h1', title: 'Guide', section: 'S', content: 'c', url: 'guide.md', similarity: 1, lexicalMatch: true }]);
    const body = requests.find((r) => r.path === '/knowledge/_search')!.body as Record<string, any>; // any: the request body is checked by shape
    expect(body.size).toBe(5);
    expect(body.retriever.rrf.retrievers[0].standard.query.multi_match.query).toBe('restore tests');
    expect(body.retriever.rrf.retrievers[1].knn).toMatchObject({ field: 'embedding', k: 50, filter: { term: { embedding_model: 'use-lite-512' } } });
  });

  test('a cluster without the RRF retriever gets kNN plus a boosted text query', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_search' }, (params: { body?: unknown }) => {
      const body = params.body as Record<string, unknown>;
      if (body.retriever) return new errors.ResponseError({ statusCode: 400, body: { error: { type: 'parsing_exception', reason: 'Unknown key for a START_OBJECT in [retriever].' }, status: 400 }, warnings: null, meta: {} as never } as never);
      return { hits: { hits: [] } };
    });
    await index.search(undefined, { text: 'q', vector: vector(1), model: 'use-lite-512', limit: 10 });
    const searches = requests.filter((r) => r.path === '/knowledge/_search').map((r) => r.body as Record<string, any>); // any: shape check
    expect(searches.at(-1)).toMatchObject({ knn: { field: 'embedding', boost: 0.5 }, query: { bool: { should: [{ multi_match: { query: 'q' } }] } } });
  });

  test('clear deletes every document by query', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_delete_by_query' }, () => ({ deleted: 4 }));
    await index.clear();
    expect(requests.find((r) => r.path === '/knowledge/_delete_by_query')!.body).toEqual({ query: { match_all: {} } });
  });
});
