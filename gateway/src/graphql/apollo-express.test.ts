import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import express from 'express';
import { buildSchema } from 'graphql';
import { apolloHandler } from './apollo-express.js';
import type { Context } from './context.type.js';
import { graphqlLimits, responseTooLargeMessage } from './limits/index.js';

const schema = buildSchema('type Query { hello: String, text(bytes: Int!): String }');
const rootValue = { hello: () => 'world', text: ({ bytes }: { bytes: number }) => 'x'.repeat(bytes) };

let apollo: ApolloServer<Context>;
let server: Server;
let base: string;

beforeAll(async () => {
  apollo = new ApolloServer<Context>({ schema, rootValue, csrfPrevention: false });
  await apollo.start();
  const app = express();
  app.use(express.json(), apolloHandler(apollo, async () => ({}) as Context));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await apollo.stop();
});

const post = (query: string) => fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

test("answers Apollo's result with its status, content type and length", async () => {
  const res = await post('{ hello }');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const text = await res.text();
  expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  expect(JSON.parse(text)).toEqual({ data: { hello: 'world' } });
});

test('reads a GET operation from the query string', async () => {
  const res = await fetch(`${base}/?query=${encodeURIComponent('{ hello }')}`);
  expect(await res.json()).toEqual({ data: { hello: 'world' } });
});

test('an answer past the size limit is replaced by RESPONSE_TOO_LARGE; one just under it goes out whole', async () => {
  const over = await post(`{ text(bytes: ${graphqlLimits.maxResponseBytes}) }`);
  expect(over.status).toBe(200);
  expect(await over.json()).toEqual({ errors: [{ message: responseTooLargeMessage, extensions: { code: 'RESPONSE_TOO_LARGE' } }] });
  const under = await post(`{ text(bytes: ${graphqlLimits.maxResponseBytes - 100}) }`);
  expect(((await under.json()) as { data: { text: string } }).data.text).toHaveLength(graphqlLimits.maxResponseBytes - 100);
});
