import { createRequire } from 'node:module';
import { Client } from '@elastic/elasticsearch';
import type { Logger } from '../../../lib/logger.js';
import { ElasticsearchKnowledgeIndex, KnowledgeIndexError, knowledgeMappings, type ElasticsearchIndexOptions } from './elasticsearch-index.js';
import { EmbeddingDimensionError, type EmbeddedChunk } from './knowledge-index.js';

/** The mock checks errors against the CommonJS build's classes (the ESM build's are distinct). */
const require = createRequire(import.meta.url);
const { errors } = require('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch');
/** CommonJS with an `export =` declaration NodeNext cannot construct from an ESM default import. */
const Mock = require('@elastic/elasticsearch-mock') as typeof import('@elastic/elasticsearch-mock').default;

const vector = (seed: number, length = 512) => Array.from({ length }, (_, i) => (i === seed ? 1 : 0));
const chunk = (hash: string, seed: number): EmbeddedChunk => ({
  title: 'Guide', section: 'Restore testing', content: `content ${hash}`, url: 'guide.md', source: 'upload', contentHash: hash, embedding: vector(seed), model: 'use-lite-512',
});

interface Cluster {
  /** The version `GET /` reports. */
  version?: string;
  /** The licence `GET /_license` reports; null: the user may not read it (403). */
  licence?: string | null;
  /** The answer to creating the index (default: acknowledged). */
  created?: () => unknown;
  /** Whether an index or alias of the configured name exists already (default: no). */
  existing?: boolean;
  /** The dimension stored chunks of the model use-lite-512 have (undefined: none stored; null: a chunk of an earlier release, without the field). */
  dimensions?: number | null;
}

const responseError = (statusCode: number, type: string, reason: string) =>
  new errors.ResponseError({ statusCode, body: { error: { type, reason }, status: statusCode }, warnings: null, meta: {} as never } as never);

function setup({ version = '9.1.5', licence = 'basic', created = () => ({ acknowledged: true }), existing = false, dimensions }: Cluster = {}, options: ElasticsearchIndexOptions = {}) {
  const mock = new Mock();
  const requests: { method: string; path: string; body: unknown; headers?: Record<string, unknown> }[] = [];
  const logged: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) => logged.push({ level, fields, message });
  const logger = { info: log('info'), warn: log('warn'), error: log('error') } as unknown as Logger;
  // The mock's connection class comes from the CommonJS build: same runtime shape, distinct declarations.
  const client = new Client({ node: 'http://127.0.0.1:9200', Connection: mock.getConnection() as never });
  client.diagnostic.on('request', (_error, event) => {
    const params = event?.meta.request.params;
    if (params) requests.push({ method: params.method, path: params.path, body: params.body ? parseBody(params.body) : undefined, headers: params.headers as never });
  });
  mock.add({ method: 'GET', path: '/' }, () => ({ version: { number: version }, tagline: 'You Know, for Search' }));
  mock.add({ method: 'GET', path: '/_license' }, () =>
    licence === null ? responseError(403, 'security_exception', 'action [cluster:monitor/xpack/license/get] is unauthorized') : { license: { status: 'active', type: licence } },
  );
  mock.add({ method: 'HEAD', path: '/knowledge' }, () => (existing ? '' : new errors.ResponseError({ statusCode: 404, body: '', warnings: null, meta: {} as never } as never)));
  mock.add({ method: 'PUT', path: '/knowledge-v1' }, created as never);
  mock.add({ method: 'PUT', path: '/knowledge/_mapping' }, () => ({ acknowledged: true }));
  // The dimension of the model's stored chunks (a body of its own: more precise than a test's search handler).
  mock.add({ method: 'POST', path: '/knowledge/_search', body: { size: 1, query: { term: { embedding_model: 'use-lite-512' } }, _source: ['embedding_dimensions'] } }, () => ({
    hits: { hits: dimensions === undefined ? [] : [{ _id: 'd1', _source: dimensions === null ? {} : { embedding_dimensions: dimensions } }] },
  }));
  return { mock, requests, logged, index: new ElasticsearchKnowledgeIndex(client, 'knowledge', { logger, retryDelayMs: () => 1, ...options }) };
}

/**
 * A search answer as the cluster gives it: before 9.2 the vector is in `_source`; from 9.2 on only when the search
 * asks with `_source.exclude_vectors: false` (index.mapping.exclude_source_vectors defaults to true).
 */
function searchAnswer(version: string) {
  const vectorsOnRequest = version >= '9.2';
  return (params: { body?: unknown }) => {
    const body = params.body as { _source?: unknown };
    const source = body._source as { exclude_vectors?: boolean } | string[] | undefined;
    const withVector = !vectorsOnRequest || (source !== undefined && !Array.isArray(source) && source.exclude_vectors === false);
    return {
      hits: {
        hits: [{ _id: 'h1', _score: 0.03, matched_queries: ['lexical'], _source: { title: 'Guide', section: 'S', content: 'c', url: 'guide.md', embedding_model: 'use-lite-512', ...(withVector ? { embedding: vector(1) } : {}) } }],
      },
    };
  };
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
  test('creates the index once, as version 1 behind an alias of the configured name, with explicit mappings: cosine HNSW dense_vector and English text', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => ({ hits: { total: { value: 3, relation: 'eq' }, hits: [] }, aggregations: { urls: { value: 2 }, last: { value: 1767225600000 } } }));
    expect(await index.stats()).toEqual({ totalChunks: 3, uniqueUrls: 2, lastUpdated: new Date(1767225600000) });
    await index.stats();
    const create = requests.filter((r) => r.method === 'PUT');
    expect(create).toHaveLength(1);
    expect(create[0]!.path).toBe('/knowledge-v1');
    expect(create[0]!.body).toMatchObject({ mappings: knowledgeMappings, aliases: { knowledge: {} } });
    // No `dims`: the first embedding stored sets the vector's dimension; each chunk records it.
    expect(knowledgeMappings.properties.embedding).toEqual({ type: 'dense_vector', index: true, similarity: 'cosine', index_options: { type: 'hnsw' } });
    expect(knowledgeMappings.properties.embedding_dimensions).toEqual({ type: 'integer' });
  });

  test('bulk-indexes with create ops keyed by content hash; a 409 is a duplicate, not an error', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: true, took: 1, items: [{ create: { status: 201, _id: 'h1' } }, { create: { status: 409, _id: 'h2' } }] }));
    expect(await index.add(undefined, [chunk('h1', 1), chunk('h2', 2)])).toBe(1);
    const bulk = requests.find((r) => r.path === '/_bulk')!;
    expect((bulk.body as unknown[])[0]).toEqual({ create: { _index: 'knowledge', _id: 'h1' } });
    expect((bulk.body as Record<string, unknown>[])[1]).toMatchObject({ content_hash: 'h1', embedding_model: 'use-lite-512', embedding_dimensions: 512, url: 'guide.md' });
  });

  test.each([
    ['9.1.5', 'basic'],
    ['9.2.0', 'basic'],
    ['9.1.5', 'platinum'],
    ['9.4.2', 'enterprise'],
  ])('Elasticsearch %s with a %s licence: similarity is the cosine of the stored vector; the retriever follows the licence', async (version, licence) => {
    const { mock, requests, logged, index } = setup({ version, licence });
    mock.add({ method: 'POST', path: '/knowledge/_search' }, searchAnswer(version));
    const result = await index.search(undefined, { text: 'restore tests', vector: vector(1), model: 'use-lite-512', limit: 5 });
    expect(result).toEqual([{ id: 'h1', title: 'Guide', section: 'S', content: 'c', url: 'guide.md', similarity: 1, lexicalMatch: true }]);
    await index.search(undefined, { text: 'again', vector: vector(1), model: 'use-lite-512', limit: 5 });
    // The version and the licence are asked once, and the choice is logged.
    expect(requests.filter((r) => r.path === '/' || r.path === '/_license')).toHaveLength(2);
    const paid = licence !== 'basic';
    expect(logged.find((l) => l.message.includes('retriever chosen'))?.fields).toMatchObject({ index: 'knowledge', version, licence, retriever: paid ? 'rrf' : 'knn+query' });
    const body = requests.find((r) => r.path === '/knowledge/_search')!.body as Record<string, any>; // any: the request body is checked by shape
    expect(body.size).toBe(5);
    expect(body._source).toEqual(version >= '9.2' ? { includes: expect.arrayContaining(['embedding']), exclude_vectors: false } : expect.arrayContaining(['embedding']));
    if (paid) {
      expect(body.retriever.rrf.retrievers[0].standard.query.multi_match.query).toBe('restore tests');
      expect(body.retriever.rrf.retrievers[1].knn).toMatchObject({ field: 'embedding', k: 50, filter: { term: { embedding_model: 'use-lite-512' } } });
      expect(body.knn).toBeUndefined();
    } else {
      expect(body.retriever).toBeUndefined();
      expect(body).toMatchObject({ knn: { field: 'embedding', boost: 0.5, filter: { term: { embedding_model: 'use-lite-512' } } }, query: { bool: { should: [{ multi_match: { query: 'restore tests' } }] } } });
    }
  });

  test('a licence the user may not read picks the free retriever, with a warning', async () => {
    const { mock, requests, logged, index } = setup({ version: '9.3.0', licence: null });
    mock.add({ method: 'POST', path: '/knowledge/_search' }, searchAnswer('9.3.0'));
    expect((await index.search(undefined, { text: 'q', vector: vector(1), model: 'use-lite-512', limit: 3 }))[0]!.similarity).toBe(1);
    expect((requests.find((r) => r.path === '/knowledge/_search')!.body as Record<string, unknown>).retriever).toBeUndefined();
    expect(logged.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([expect.stringContaining('licence could not be read')]);
  });

  test('a 403 on the search is an error naming the index and the missing privilege, logged, never a silent fallback', async () => {
    const { mock, requests, logged, index } = setup({ version: '9.1.5', licence: 'platinum' });
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => responseError(403, 'security_exception', 'action [indices:data/read/search] is unauthorized for user [gap]'));
    const failure = index.search(undefined, { text: 'q', vector: vector(1), model: 'use-lite-512', limit: 3 });
    await expect(failure).rejects.toThrow(KnowledgeIndexError);
    await expect(failure).rejects.toThrow(/index "knowledge" \(403: the user or API key lacks a privilege on this index\): security_exception: action \[indices:data\/read\/search\] is unauthorized/);
    expect(requests.filter((r) => r.path === '/knowledge/_search')).toHaveLength(1);
    expect(logged.find((l) => l.level === 'error')?.fields).toMatchObject({ index: 'knowledge', status: 403 });
  });

  test('two gateways creating the index at once: the loser of the race goes on', async () => {
    const { mock, requests, index } = setup({ created: () => responseError(400, 'resource_already_exists_exception', 'index [knowledge/abc] already exists') });
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => ({ hits: { total: { value: 0, relation: 'eq' }, hits: [] }, aggregations: { urls: { value: 0 }, last: { value: null } } }));
    expect(await index.stats()).toEqual({ totalChunks: 0, uniqueUrls: 0, lastUpdated: null });
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  test('any other refusal to create the index fails, naming the index, and is tried again next time', async () => {
    const { requests, index } = setup({ created: () => responseError(400, 'illegal_argument_exception', 'unknown setting') });
    await expect(index.stats()).rejects.toThrow(/creating the index on index "knowledge": illegal_argument_exception: unknown setting/);
    await expect(index.stats()).rejects.toThrow(KnowledgeIndexError);
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });

  test('bulk items answered 429 are sent again after a pause; batches are bounded', async () => {
    const { mock, requests, logged, index } = setup({}, { bulkBatchSize: 2 });
    let calls = 0;
    mock.add({ method: 'POST', path: '/_bulk' }, (params: { body?: unknown }) => {
      calls += 1;
      const ids = ((Array.isArray(params.body) ? params.body : parseBody(params.body)) as { create?: { _id: string } }[]).flatMap((line) => (line.create ? [line.create._id] : []));
      // The cluster is busy on the first try of h2: 429 for it alone.
      return { errors: true, took: 1, items: ids.map((id) => ({ create: { _id: id, status: id === 'h2' && calls === 1 ? 429 : 201 } })) };
    });
    expect(await index.add(undefined, [chunk('h1', 1), chunk('h2', 2), chunk('h3', 3), chunk('h4', 4), chunk('h5', 5)])).toBe(5);
    const bulks = requests.filter((r) => r.path === '/_bulk').map((r) => (r.body as { create?: { _id: string } }[]).flatMap((l) => (l.create ? [l.create._id] : [])));
    expect(bulks).toEqual([['h1', 'h2'], ['h2'], ['h3', 'h4'], ['h5']]);
    expect(logged.find((l) => l.level === 'warn')?.fields).toMatchObject({ index: 'knowledge', throttled: 1, attempt: 1 });
  });

  test('a chunk still answered 429 after every try fails the add', async () => {
    const { mock, index } = setup({}, { bulkAttempts: 3 });
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: true, took: 1, items: [{ create: { _id: 'h1', status: 429 } }] }));
    await expect(index.add(undefined, [chunk('h1', 1)])).rejects.toThrow('Elasticsearch index "knowledge" still answered 429 (too many requests) for 1 chunks after 3 tries');
  });

  test('reindex: a copy into the next version, the alias moved in one step, a create-only catch-up, the old version deleted', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'GET', path: '/_alias/knowledge' }, () => ({ 'knowledge-v3': { aliases: { knowledge: {} } } }));
    mock.add({ method: 'PUT', path: '/knowledge-v4' }, () => ({ acknowledged: true }));
    let copies = 0;
    mock.add({ method: 'POST', path: '/_reindex' }, () => ({ created: (copies += 1) === 1 ? 120 : 3, total: 120 }));
    mock.add({ method: 'POST', path: '/_aliases' }, () => ({ acknowledged: true }));
    mock.add({ method: 'DELETE', path: '/knowledge-v3' }, () => ({ acknowledged: true }));
    expect(await index.reindex()).toEqual({ from: 'knowledge-v3', to: 'knowledge-v4', copied: 123 });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /_alias/knowledge', 'PUT /knowledge-v4', 'POST /_reindex', 'POST /_aliases', 'POST /_reindex', 'DELETE /knowledge-v3']);
    expect(requests[1]!.body).toMatchObject({ mappings: knowledgeMappings });
    expect(requests[2]!.body).toEqual({ source: { index: 'knowledge-v3' }, dest: { index: 'knowledge-v4', op_type: 'create' }, conflicts: 'proceed' });
    expect(requests[3]!.body).toEqual({ actions: [{ remove: { index: 'knowledge-v3', alias: 'knowledge' } }, { add: { index: 'knowledge-v4', alias: 'knowledge' } }] });
  });

  test('reindex --embed-again (a change of embedding dimensions): both copies leave each vector and its model behind, so the chunks wait to be embedded again', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'GET', path: '/_alias/knowledge' }, () => ({ 'knowledge-v1': { aliases: { knowledge: {} } } }));
    mock.add({ method: 'PUT', path: '/knowledge-v2' }, () => ({ acknowledged: true }));
    mock.add({ method: 'POST', path: '/_reindex' }, () => ({ created: 10, total: 10 }));
    mock.add({ method: 'POST', path: '/_aliases' }, () => ({ acknowledged: true }));
    mock.add({ method: 'DELETE', path: '/knowledge-v1' }, () => ({ acknowledged: true }));
    expect(await index.reindex({ embedAgain: true })).toEqual({ from: 'knowledge-v1', to: 'knowledge-v2', copied: 20 });
    const copies = requests.filter((r) => r.path === '/_reindex').map((r) => r.body as { script?: { source: string } });
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy).toMatchObject({ source: { index: 'knowledge-v1' }, dest: { index: 'knowledge-v2', op_type: 'create' } });
      for (const field of ['embedding', 'embedding_dimensions', 'embedding_model']) expect(copy.script!.source).toContain(`ctx._source.remove('${field}')`);
    }
    // The new version's vector field has no dimension of its own: the first embedding stored sets it.
    expect(requests.find((r) => r.path === '/knowledge-v2')!.body).toMatchObject({ mappings: { properties: { embedding: { type: 'dense_vector' } } } });
    expect(JSON.stringify(requests.find((r) => r.path === '/knowledge-v2')!.body)).not.toContain('"dims"');
  });

  test('reindex moves a plain index of an earlier release behind the alias, deleting it in the same step', async () => {
    const { mock, requests, index } = setup({ existing: true });
    mock.add({ method: 'GET', path: '/_alias/knowledge' }, () => responseError(404, 'aliases_not_found_exception', 'aliases [knowledge] missing'));
    mock.add({ method: 'POST', path: '/_reindex' }, () => ({ created: 40, total: 40 }));
    mock.add({ method: 'POST', path: '/_aliases' }, () => ({ acknowledged: true }));
    expect(await index.reindex()).toEqual({ from: 'knowledge', to: 'knowledge-v1', copied: 40 });
    expect(requests.find((r) => r.path === '/_aliases')!.body).toEqual({ actions: [{ add: { index: 'knowledge-v1', alias: 'knowledge' } }, { remove_index: { index: 'knowledge' } }] });
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  test('clear deletes every document by query', async () => {
    const { mock, requests, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_delete_by_query' }, () => ({ deleted: 4 }));
    await index.clear();
    expect(requests.find((r) => r.path === '/knowledge/_delete_by_query')!.body).toEqual({ query: { match_all: {} } });
  });
  test('a hit embedded by another model (waiting to be re-embedded) matches by its words only: no similarity across models', async () => {
    const { mock, requests, index } = setup({ version: '9.2.0' });
    const source = (model: string) => ({ title: 'Guide', section: 'S', content: 'c', url: 'guide.md', embedding_model: model, embedding: vector(1) });
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => ({
      hits: { hits: [{ _id: 'same', matched_queries: ['lexical'], _source: source('use-lite-512') }, { _id: 'old', matched_queries: ['lexical'], _source: source('old-model') }] },
    }));
    const hits = await index.search(undefined, { text: 'q', vector: vector(1), model: 'use-lite-512', limit: 5 });
    expect(hits.map((h) => [h.id, h.similarity, h.lexicalMatch])).toEqual([['same', 1, true], ['old', 0, true]]);
    const body = requests.find((r) => r.path === '/knowledge/_search')!.body as Record<string, any>; // any: the request body is checked by shape
    expect(body.knn.filter).toEqual({ term: { embedding_model: 'use-lite-512' } });
    expect(body._source.includes).toEqual(expect.arrayContaining(['embedding_model', 'embedding']));
  });

  test.each([
    ['chunks of 512 dimensions stored', 512],
    ['chunks of an earlier release (512, no dimension field)', null],
  ])('an embedding of another dimension for the same model is refused before anything is sent (%s)', async (_case, dimensions) => {
    const { mock, requests, index } = setup({ dimensions });
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: false, took: 1, items: [{ create: { status: 201, _id: 'h1' } }] }));
    const wide = { ...chunk('h1', 1), embedding: vector(1, 768) };
    const refused = index.add(undefined, [wide]);
    await expect(refused).rejects.toThrow(EmbeddingDimensionError);
    await expect(refused).rejects.toThrow('The embedding model "use-lite-512" answered 768-dimension vectors, but index "knowledge" holds 512-dimension vectors for it');
    expect(requests.filter((r) => r.path === '/_bulk')).toEqual([]);
    // The same dimension goes through, and the dimension is asked once.
    expect(await index.add(undefined, [chunk('h1', 1)])).toBe(1);
    expect(await index.reembed(undefined, 'use-lite-512', []).then(() => index.add(undefined, [chunk('h1', 1)]))).toBe(1);
    expect(requests.filter((r) => (r.body as { _source?: unknown })?._source?.toString() === 'embedding_dimensions')).toHaveLength(2);
  });

  test('the first embedding of a model sets its dimension: a batch mixing two dimensions is refused', async () => {
    const { requests, index } = setup();
    await expect(index.add(undefined, [chunk('h1', 1), { ...chunk('h2', 2), embedding: vector(2, 256) }])).rejects.toThrow('answered 256-dimension vectors, but the same batch holds 512-dimension vectors');
    expect(requests.filter((r) => r.path === '/_bulk')).toEqual([]);
  });

  test('an index of an earlier release gets the dimension field added to its mapping (no reindex needed)', async () => {
    const { mock, requests, index } = setup({ existing: true });
    mock.add({ method: 'POST', path: '/knowledge/_count' }, () => ({ count: 0 }));
    expect(await index.countStale(undefined, 'use-lite-512')).toBe(0);
    expect(requests.find((r) => r.path === '/knowledge/_mapping')).toMatchObject({ method: 'PUT', body: { properties: { embedding_dimensions: { type: 'integer' } } } });
  });

  test('re-embedding: chunks of other models are counted, read and updated with the configured model and dimension', async () => {
    const { mock, requests, index } = setup({ dimensions: 512 });
    mock.add({ method: 'POST', path: '/knowledge/_count' }, () => ({ count: 2 }));
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => ({ hits: { hits: [{ _id: 'h1', _source: { title: 'Guide', section: null, content: 'one' } }, { _id: 'h2', _source: { title: 'Guide', section: 'S', content: 'two' } }] } }));
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: true, took: 1, items: [{ update: { _id: 'h1', status: 200 } }, { update: { _id: 'h2', status: 404 } }] }));
    expect(await index.countStale(undefined, 'use-lite-512')).toBe(2);
    expect(await index.staleChunks(undefined, 'use-lite-512', 10)).toEqual([
      { id: 'h1', title: 'Guide', section: null, content: 'one' },
      { id: 'h2', title: 'Guide', section: 'S', content: 'two' },
    ]);
    // h2 was deleted meanwhile (404): one replaced.
    expect(await index.reembed(undefined, 'use-lite-512', [{ id: 'h1', embedding: vector(3) }, { id: 'h2', embedding: vector(4) }])).toBe(1);
    const otherModels = { bool: { must_not: [{ term: { embedding_model: 'use-lite-512' } }] } };
    expect(requests.find((r) => r.path === '/knowledge/_count')!.body).toEqual({ query: otherModels });
    expect(requests.find((r) => r.path === '/knowledge/_search' && (r.body as { size: number }).size === 10)!.body).toMatchObject({ query: otherModels, size: 10 });
    const bulk = requests.find((r) => r.path === '/_bulk')!.body as unknown[];
    expect(bulk.slice(0, 2)).toEqual([{ update: { _index: 'knowledge', _id: 'h1' } }, { doc: { embedding: vector(3), embedding_model: 'use-lite-512', embedding_dimensions: 512 } }]);
  });

  test("a failed search is logged with the gateway's request id, which also goes to the cluster as X-Opaque-Id", async () => {
    const { mock, requests, logged, index } = setup();
    mock.add({ method: 'POST', path: '/knowledge/_search' }, () => responseError(500, 'search_phase_execution_exception', 'all shards failed'));
    await expect(index.search(undefined, { text: 'q', vector: vector(1), model: 'use-lite-512', limit: 3, requestId: 'req-42' })).rejects.toThrow(/all shards failed/);
    expect(logged.find((l) => l.level === 'error')?.fields).toMatchObject({ index: 'knowledge', status: 500, requestId: 'req-42', esRequestId: expect.anything() });
    expect(requests.find((r) => r.path === '/knowledge/_search')!.headers).toMatchObject({ 'x-opaque-id': 'req-42' });
  });
});
