// A database of a bench's own on the local PostgreSQL server (DATABASE_URL's server, by default
// postgres://postgres@127.0.0.1:5432/test), created empty and dropped afterwards with its connections closed.
// Benches only talk to a server on this machine: any other host is refused before connecting.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../gateway/package.json'));
const pg = require('pg');
const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]'];

/** The local server's URL; `bench` names the caller in the error for any other host. */
export function localServerUrl(bench) {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  if (!loopback.includes(url.hostname)) throw new Error(`${bench} only talks to a local PostgreSQL, not ${url.host}`);
  return url;
}

/**
 * Creates `gap_bench_<prefix>_<random hex>` on the local server and answers its name, its URL and `drop()`.
 * Rejects when the server does not answer within `connectTimeoutMs` (default: pg's, no limit).
 */
export async function createLocalDatabase(prefix, bench, { connectTimeoutMs } = {}) {
  const server = localServerUrl(bench);
  const name = `gap_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(server, `create database ${name}`, connectTimeoutMs);
  return {
    name,
    url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(server, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(server, sql, connectTimeoutMs) {
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: connectTimeoutMs });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}
