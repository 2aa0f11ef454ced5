import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OpenAiEmbedder } from './openai-embedder.js';

/** A fake OpenAI-compatible embeddings endpoint on 127.0.0.1 that records what it was asked. */
async function fakeServer(dimensions: number) {
  const requests: { auth?: string; body: { model: string; input: string[]; dimensions: number } }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      requests.push({ auth: req.headers.authorization, body });
      const data = (body.input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: Array.from({ length: dimensions }, (_, i) => (i === text.length % dimensions ? 3 : 0)) }));
      // Out of order on purpose: the adapter must sort by index.
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, close: () => new Promise((r) => server.close(r)) };
}

test('asks the configured model for 512-d vectors in batches and answers unit vectors in input order', async () => {
  const server = await fakeServer(512);
  try {
    const embedder = new OpenAiEmbedder({ apiKey: 'sk-test', baseUrl: server.url, model: 'text-embedding-3-small' });
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

test('refuses an endpoint that answers vectors of another size', async () => {
  const server = await fakeServer(384);
  try {
    const embedder = new OpenAiEmbedder({ apiKey: 'sk-test', baseUrl: server.url, model: 'other' });
    await expect(embedder.embed(['a'])).rejects.toThrow(/another size/);
  } finally {
    await server.close();
  }
});
