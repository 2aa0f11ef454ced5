// The real gateway, started in this process from its build: documents go in over the REST upload (file checks,
// extraction worker, chunking, full-text index) and the engine reads them through its database. The gateway's
// code is reached through its package entries (gateway/package.json `exports`: engine, app, config, questions,
// encoder), never by the path of a built file.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// BENCH_CHECKOUT=<dir> measures another checkout's built gateway (say, the previous commit's, in a worktree) against the same labels.
const checkout = process.env.BENCH_CHECKOUT && createRequire(path.join(path.resolve(process.env.BENCH_CHECKOUT), 'package.json'));
/** One of the gateway's package entries ('engine', 'app', 'config', 'questions', 'encoder'). */
export const gateway = (entry) => (checkout ? import(pathToFileURL(checkout.resolve(`@gap/gateway/${entry}`)).href) : import(`@gap/gateway/${entry}`));

/**
 * Starts the gateway (PGlite in `dataDir`, or a temporary one; PostgreSQL when `databaseUrl` is given, files
 * still under the data directory; `extraEnv` adds settings, such as the OPENAI_* ones) and signs up one user.
 */
export async function startProduct(dataDir, databaseUrl, extraEnv = {}) {
  const own = !dataDir;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'gap-bench-'));
  const { loadConfig } = await gateway('config');
  const { startApp } = await gateway('app');
  const { pino } = await import('pino');
  // A new account without the trial: no example project prepared in the background while this measures.
  const env = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', JWT_SECRET: 'b'.repeat(48), TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const config = loadConfig({ ...env, ...extraEnv });
  const app = await startApp(config, { logger: pino({ level: 'silent' }) });
  let token = null;
  // One connection per call (agent: false): the server closes an upload's connection after answering,
  // which a pooled keep-alive connection would only notice as ECONNRESET on the next request.
  const call = async (method, url, body) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    let payload;
    if (body instanceof FormData) {
      const encoded = new Request('http://127.0.0.1/', { method: 'POST', body });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type');
    } else if (body) {
      payload = Buffer.from(JSON.stringify(body));
      headers['content-type'] = 'application/json';
    }
    const { status, text } = await new Promise((resolve, reject) => {
      const req = request(`${app.url}${url}`, { method, headers: { ...headers, 'content-length': payload?.length ?? 0 }, agent: false }, (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode, text: data }));
      });
      req.on('error', reject);
      req.end(payload);
    });
    const json = text ? JSON.parse(text) : null;
    if (status >= 300) throw new Error(`${method} ${url}: ${status} ${text}`);
    return json;
  };
  return {
    app,
    config,
    /** The configuration these settings would give (the product's validation and defaults), without starting anything. */
    configWith: (settings) => loadConfig({ ...env, ...settings }),
    em: () => app.database.orm.em.fork(),
    async signIn() {
      const suffix = Math.random().toString(16).slice(2, 10);
      token = (await call('POST', '/api/auth/register', { username: `bench_${suffix}`, email: `bench_${suffix}@example.com`, password: 'correct-horse-battery' })).token;
    },
    async createProject(name) {
      return (await call('POST', '/api/projects', { name: name.slice(0, 100) })).id;
    },
    async upload(projectId, name, bytes) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return (await call('POST', `/api/projects/${projectId}/documents`, form)).id;
    },
    /** Every stored chunk of a project (what citations are checked against). */
    async chunks(projectId) {
      return app.database.orm.em.fork().execute('select document_id, page_number, section_label, text from evidence_chunks where project_id = ?', [projectId]);
    },
    async close() {
      await app.close();
      if (own) rmSync(dir, { recursive: true, force: true });
    },
  };
}
