import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiEmbedder } from './openai-embedder.js';

/**
 * A fake OpenAI-compatible embeddings endpoint on 127.0.0.1 that records what it was asked. `vllm`: it refuses
 * `dimensions` with vLLM's 400 for models without Matryoshka support; `ignoresDimensions`: answers its own size
 * whatever is asked (older Ollama); otherwise the parameter is honoured.
 */
async function fakeServer(dimensions: number, { vllm = false, ignoresDimensions = false } = {}) {
  const requests: { auth?: string; body: { model: string; input: string[]; dimensions?: number } }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ auth: req.headers.authorization, body });
      if (vllm && body.dimensions !== undefined) {
        const message = `Model "${body.model}" does not support matryoshka representation, changing output dimensions will lead to poor results.`;
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'error', message, type: 'BadRequestError', param: null, code: 400 }));
        return;
      }
      if (body.dimensions !== undefined && !ignoresDimensions) dimensions = body.dimensions;
      const data = (body.input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: Array.from({ length: dimensions }, (_, i) => (i === text.length % dimensions ? 3 : 0)) }));
      // Out of order on purpose: the adapter must sort by index.
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, close: () => new Promise((r) => server.close(r)) };
}

test('asks the configured model for vectors of OPENAI_EMBEDDING_DIMENSIONS in batches and answers unit vectors in input order', async () => {
  const server = await fakeServer(1536);
  try {
    const embedder = new OpenAiEmbedder({ apiKey: 'sk-test', baseUrl: server.url, model: 'text-embedding-3-small', dimensions: 512 });
    const progress: number[] = [];
    const texts = Array.from({ length: 70 }, (_, i) => 'x'.repeat(i + 1));
    const vectors = await embedder.embed(texts, (done) => progress.push(done));
    expect(vectors).toHaveLength(70);
    expect(vectors[4]![5]).toBeCloseTo(1);
    expect(Math.hypot(...vectors[0]!)).toBeCloseTo(1);
    expect(progress).toEqual([64, 70]);
    expect(server.requests[0]).toMatchObject({ auth: 'Bearer sk-test', body: { model: 'text-embedding-3-small', dimensions: 512 } });
    expect(server.requests[0]!.body.input).toHaveLength(64);
  } finally {
    await server.close();
  }
});

test('without OPENAI_EMBEDDING_DIMENSIONS no size is asked for (vLLM refuses one) and the model\'s own size is used', async () => {
  const server = await fakeServer(768, { vllm: true });
  try {
    const embedder = new OpenAiEmbedder({ apiKey: 'any', baseUrl: server.url, model: 'BAAI/bge-base-en-v1.5' });
    const vectors = await embedder.embed(['a', 'bb']);
    expect(vectors.map((v) => v.length)).toEqual([768, 768]);
    expect(embedder.dimensions).toBe(768);
    expect(server.requests[0]!.body).not.toHaveProperty('dimensions');
    // Set, the same server answers vLLM's 400, which the embedder passes on with the server's message.
    const sized = new OpenAiEmbedder({ apiKey: 'any', baseUrl: server.url, model: 'BAAI/bge-base-en-v1.5', dimensions: 512 });
    await expect(sized.embed(['a'])).rejects.toThrow(/does not support matryoshka representation/);
  } finally {
    await server.close();
  }
});

test('refuses an endpoint that answers another size than asked for (it ignores `dimensions`); unasked, its size is taken', async () => {
  const ignoring = await fakeServer(384, { ignoresDimensions: true });
  try {
    const sized = new OpenAiEmbedder({ apiKey: 'sk-test', baseUrl: ignoring.url, model: 'other', dimensions: 512 });
    await expect(sized.embed(['a'])).rejects.toThrow('the embeddings endpoint answered vectors of another size (expected 1 of 512, got 1 of 384)');
    const unsized = new OpenAiEmbedder({ apiKey: 'sk-test', baseUrl: ignoring.url, model: 'other' });
    expect((await unsized.embed(['a']))[0]).toHaveLength(384);
  } finally {
    await ignoring.close();
  }
});
