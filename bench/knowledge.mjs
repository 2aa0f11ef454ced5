// Knowledge base figures (`npm run bench -- knowledge [--chunks 50000] [--queries 200] [--embed 200] [--pages 100]
// [--parts a,b,c,d] [--engines pglite,postgres] [--skip-postgres]`),
// measured on the built gateway code (gateway/dist):
//  (a) search p50/p95 over --chunks chunks on PGlite and on PostgreSQL (a database of its own on DATABASE_URL's server,
//      default postgres://postgres@127.0.0.1:5432, dropped afterwards; skipped when it does not answer). Chunks are
//      synthetic policy text (sentences drawn from a vocabulary written below, Zipf-distributed) stored in bulk through
//      the index's own write path. Vectors come from the embedded encoder when it can embed them all within a few
//      minutes, otherwise from a cheap deterministic bag-of-words hash (the index does the same work either way).
//      Target: p95 <= 50 ms.
//  (b) embedding throughput of the embedded encoder (chunks/s) and the process's peak RSS;
//  (c) a crawl of a --pages-page site served here on 127.0.0.1 through the REST endpoint (fetch, extract, chunk,
//      embed, store), and the fetch-and-extract part alone;
//  (d) hit@3 on a labelled set written below (30 short documents, 20 queries): full text only vs hybrid.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLocalDatabase, localServerUrl } from './shared/local-postgres.mjs';

const dist = path.resolve(import.meta.dirname, '../gateway/dist');
const load = (relative) => import(pathToFileURL(path.join(dist, relative)).href);
const require = createRequire(path.resolve(import.meta.dirname, '../gateway/package.json'));
const { pino } = require('pino');

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const sizes = { chunks: arg('--chunks', 50_000), queries: arg('--queries', 200), embed: arg('--embed', 200), pages: arg('--pages', 100) };
/** --parts a,b,c,d and --engines pglite,postgres pick what runs (all by default); (b) always measures the encoder's rate, which (a) needs. */
const list = (name, all) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1].split(',') : all);
const parts = new Set(list('--parts', ['a', 'b', 'c', 'd']));
const enginesToRun = new Set(list('--engines', ['pglite', 'postgres']));
const skipPostgres = process.argv.includes('--skip-postgres') || !enginesToRun.has('postgres');
/** The encoder embeds the whole set only if that takes at most this long. */
const encoderBudgetSeconds = 180;
const targetP95Ms = 50;
const serverUrl = localServerUrl('the knowledge bench');

const { openDatabase } = await load('db/orm.js');
const { SqlKnowledgeIndex } = await load('modules/knowledge/search/sql-index.repository.js');
const { orTsquerySql } = await load('modules/knowledge/search/knowledge-index.js');
const { LocalEncoder } = await load('modules/knowledge/embeddings/local-encoder.js');
const { embeddingText } = await load('modules/knowledge/embeddings/embedder.js');
const { HashEmbedder } = await import(pathToFileURL(path.join(dist, '../dist-testing/modules/knowledge/testing/hash-embedder.js')).href);
const { chunkSections, contentHash } = await load('modules/knowledge/chunking.js');
const { ingestChunks } = await load('modules/knowledge/knowledge-ingest.js');
const { crawlSite, defaultCrawlLimits } = await load('modules/knowledge/crawl/crawler.js');
const logger = pino({ level: 'silent' });
const rows = [];
const notes = [];
const row = (part, measure, value, target = '') => rows.push({ part, measure, value: String(value), target });

// ---------------------------------------------------------------- synthetic policy text (seeded, Zipf-distributed)
const subjects = 'the asset owner|the information security manager|each system administrator|the service desk|every employee|the data protection officer|the risk committee|the internal auditor|the human resources team|the procurement team|each line manager|the security operations analyst|the change advisory board|the network engineer|the application owner|the facilities manager|the incident response team|the backup operator|the cloud platform team|the compliance officer'.split('|');
const verbs = 'reviews|approves|records|monitors|restricts|encrypts|documents|tests|reports|revokes|classifies|retains|audits|patches|verifies|escalates|logs|backs up|assesses|trains'.split('|');
const objects = 'access rights|privileged accounts|user passwords|firewall rules|backup copies|removable media|supplier contracts|change requests|security incidents|audit logs|encryption keys|software licences|vulnerability scans|personal data|laptops|mobile devices|visitor records|server rooms|source code|test environments|risk registers|business continuity plans|network segments|cloud subscriptions|authentication tokens|security patches|data retention schedules|asset inventories|disposal certificates|awareness records|remote connections|admin consoles|email gateways|malware alerts|web applications|database accounts|service accounts|recovery procedures|clear desk checks|penetration test findings'.split('|');
const qualifiers = 'every quarter|at least once a year|within ten working days|before go-live|after each major change|on a monthly basis|when an employee leaves|whenever a risk is identified|according to the classification scheme|in line with the retention policy|within 24 hours of detection|during the annual management review|using an approved tool|with a second approver|under the supervision of the asset owner|before data is shared with suppliers|for systems rated high impact|at the end of each working day|following the documented procedure|as part of the onboarding checklist'.split('|');
const reasons = 'so that unauthorised access is detected early|to keep the residual risk within appetite|so evidence is available for certification audits|to limit the impact of ransomware|because regulators expect it|to protect customer confidentiality|so that recovery objectives are met|to reduce the attack surface|so exceptions are visible to management|to meet contractual obligations'.split('|');

function prng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0) / 2 ** 32);
}
/** Zipf-like pick: early entries are common, late ones rare (as words are in real policies). */
const zipf = (rand, list) => list[Math.min(list.length - 1, Math.floor(list.length * rand() ** 2.2))];
function sentence(rand) {
  const s = `${zipf(rand, subjects)} ${zipf(rand, verbs)} ${zipf(rand, objects)} ${zipf(rand, qualifiers)}`;
  const text = rand() < 0.5 ? `${s} ${zipf(rand, reasons)}` : s;
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}
function paragraph(rand, words) {
  const out = [];
  let count = 0;
  while (count < words) {
    const s = sentence(rand);
    out.push(s);
    count += s.split(' ').length;
  }
  return out.join(' ');
}
/** Chunk i of the synthetic knowledge base: 200-400 words like the chunker's output. */
function syntheticChunk(i) {
  const rand = prng(i * 7919 + 17);
  const content = `${paragraph(rand, 200 + Math.floor(rand() * 200))} Reference ${i}.`;
  const topic = zipf(rand, objects);
  return { title: `Policy ${Math.floor(i / 20)}: ${topic}`, section: `Section ${(i % 20) + 1}: ${zipf(rand, verbs)} ${topic}`, content, url: `https://policies.example/doc-${Math.floor(i / 20)}`, source: 'crawl', contentHash: contentHash(content) };
}
function syntheticQuery(i) {
  const rand = prng(1_000_003 + i);
  return `${zipf(rand, ['how often', 'who', 'when', 'what evidence', 'which team'])} ${zipf(rand, verbs)} ${zipf(rand, objects)} ${rand() < 0.5 ? zipf(rand, qualifiers) : ''}`.trim();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'gap-bench-knowledge-'));

// ---------------------------------------------------------------- (b) embedding throughput and peak RSS
const encoder = new LocalEncoder();
let encoderRate;
{
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  await encoder.embed(['warm up the encoder']);
  const loadSeconds = (performance.now() - started) / 1000;
  const texts = Array.from({ length: parts.has('b') ? sizes.embed : 8 }, (_, i) => embeddingText(syntheticChunk(900_000 + i)));
  started = performance.now();
  await encoder.embed(texts);
  const seconds = (performance.now() - started) / 1000;
  encoderRate = texts.length / seconds;
  const queryTimes = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    await encoder.embed([syntheticQuery(i)]);
    queryTimes.push(performance.now() - t);
  }
  queryTimes.sort((a, b) => a - b);
  row('(b) embedding', 'model load (first call)', `${loadSeconds.toFixed(1)} s`);
  row('(b) embedding', `throughput (${texts.length} chunks of 200-400 words)`, `${encoderRate.toFixed(1)} chunks/s`);
  row('(b) embedding', 'one short query, p50', ms(percentile(queryTimes, 50)));
  row('(b) embedding', 'peak RSS (process incl. encoder thread)', `${Math.round(process.resourceUsage().maxRSS / 1024)} MB (${Math.round(rssBefore / 1024 / 1024)} MB before)`);
  console.log(`embedding: ${encoderRate.toFixed(1)} chunks/s`);
}

// ---------------------------------------------------------------- (a) search latency over many chunks
const encoderSeconds = sizes.chunks / encoderRate;
const useEncoder = encoderSeconds <= encoderBudgetSeconds;
const vectors = useEncoder ? encoder : new HashEmbedder();
if (!useEncoder) {
  notes.push(`The encoder would need ~${Math.round(encoderSeconds / 60)} min for ${sizes.chunks} chunks (> ${encoderBudgetSeconds / 60} min): the index-speed part uses deterministic bag-of-words hash vectors (same dimensions, same index work).`);
}

async function searchLatency(engine, db) {
  const index = new SqlKnowledgeIndex(engine);
  const batch = 1000;
  let started = performance.now();
  let stored = 0;
  for (let i = 0; i < sizes.chunks; i += batch) {
    const drafts = Array.from({ length: Math.min(batch, sizes.chunks - i) }, (_, k) => syntheticChunk(i + k));
    const embedded = await vectors.embed(drafts.map(embeddingText));
    const chunks = drafts.map((d, k) => ({ ...d, embedding: embedded[k], model: vectors.model }));
    stored += await db.orm.em.fork().transactional((tx) => index.add(tx, chunks));
    if ((i / batch) % 10 === 9) console.log(`${engine}: ${stored} chunks stored`);
  }
  const insertSeconds = (performance.now() - started) / 1000;
  const em = () => db.orm.em.fork();
  const stats = await index.stats(em());
  if (stats.totalChunks !== sizes.chunks) throw new Error(`${engine}: ${stats.totalChunks} chunks stored, expected ${sizes.chunks}`);
  const queries = await Promise.all(Array.from({ length: sizes.queries + 10 }, async (_, i) => ({ text: syntheticQuery(i), vector: (await vectors.embed([syntheticQuery(i)]))[0] })));
  const times = [];
  let empty = 0;
  for (const [i, q] of queries.entries()) {
    started = performance.now();
    const hits = await index.search(em(), { text: q.text, vector: q.vector, model: vectors.model, limit: 10 });
    if (i >= 10) times.push(performance.now() - started); // the first 10 warm caches
    if (hits.length === 0) empty += 1;
  }
  times.sort((a, b) => a - b);
  const usesVector = (await em().execute(`select udt_name from information_schema.columns where table_name = 'knowledge_chunks' and column_name = 'embedding'`))[0]?.udt_name === 'vector';
  const label = `(a) search ${engine}`;
  row(label, `bulk insert ${sizes.chunks} chunks (index.add, 1000 a transaction)`, `${insertSeconds.toFixed(0)} s (${Math.round(sizes.chunks / insertSeconds)} chunks/s)`);
  row(label, `search path`, usesVector ? 'pgvector HNSW + full text, RRF' : 'no pgvector: full text, re-ranked by cosine');
  row(label, `search p50 (${sizes.queries} queries, limit 10)`, ms(percentile(times, 50)));
  row(label, `search p95`, ms(percentile(times, 95)), `<= ${targetP95Ms} ms ${percentile(times, 95) <= targetP95Ms ? 'met' : 'MISSED'}`);
  if (empty) notes.push(`${engine}: ${empty} queries found nothing.`);
  console.log(`${engine}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
}

if (parts.has('a') && enginesToRun.has('pglite')) {
  const dir = tempDir();
  const db = await openDatabase({ dataDir: dir, logger });
  try {
    await searchLatency('pglite', db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
const postgres = skipPostgres || !parts.has('a') ? undefined : await ownPostgresDatabase();
if (postgres) {
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: tmpdir(), logger });
  try {
    await searchLatency('postgres', db);
  } finally {
    await db.close();
    await postgres.drop();
  }
} else if (!skipPostgres && parts.has('a')) row('(a) search postgres', `skipped: PostgreSQL at ${serverUrl.host} does not answer`, '-');

/** A database of the bench's own on the local PostgreSQL, or undefined (said so) when the server does not answer. */
async function ownPostgresDatabase() {
  try {
    return await createLocalDatabase('knowledge', 'the knowledge bench', { connectTimeoutMs: 3000 });
  } catch (error) {
    console.log(`PostgreSQL at ${serverUrl.host} does not answer (${error.message}): skipping it.`);
    return undefined;
  }
}

// ---------------------------------------------------------------- (c) crawl of a local site
if (parts.has('c')) {
  const site = await startSite(sizes.pages);
  const port = Number(new URL(site.origin).port);
  const policy = { allowHosts: ['127.0.0.1'], extraPorts: [port] };
  // Fetch and extract only (the crawler with an indexer that stores nothing).
  let started = performance.now();
  const counters = await crawlSite(new URL(`${site.origin}/`), {
    limits: { ...defaultCrawlLimits, maxPages: 100, maxDepth: 2, delayMs: 0 },
    policy,
    extractPdf: async () => [],
    onPage: async () => 0,
    onProgress: () => undefined,
  });
  const fetchSeconds = (performance.now() - started) / 1000;
  // The product path: POST /api/knowledge/crawl on a gateway whose crawler may reach this site (test-only allowlist, no delay).
  const { loadConfig } = await load('config/env.js');
  const { startApp } = await load('app/server.js');
  const dir = tempDir();
  const config = loadConfig({
    NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex'),
    KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1', KNOWLEDGE_CRAWL_PORTS: String(port), KNOWLEDGE_CRAWL_DELAY_MS: '0',
    // A new account without the trial: no example project prepared in the background while this measures.
    TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false',
  });
  const app = await startApp(config, { logger });
  try {
    const suffix = randomBytes(4).toString('hex');
    const { token } = await call(app.url, 'POST', '/api/auth/register', { username: `bench_${suffix}`, email: `bench_${suffix}@example.com`, password: 'correct-horse-battery' });
    started = performance.now();
    const result = await call(app.url, 'POST', '/api/knowledge/crawl', { url: `${site.origin}/`, maxPages: 100, maxDepth: 2 }, token);
    const crawlSeconds = (performance.now() - started) / 1000;
    row('(c) crawl', `${sizes.pages}-page local site, fetch + extract only (${counters.pagesProcessed} pages)`, `${fetchSeconds.toFixed(1)} s`);
    row('(c) crawl', `POST /api/knowledge/crawl, delay 0 (${result.pagesProcessed} pages, ${result.chunksCreated} chunks embedded and stored)`, `${crawlSeconds.toFixed(1)} s`);
  } finally {
    await app.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function call(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** index -> 11 hub pages -> 8 leaves each (100 pages at depth 2), each page ~3 sections of policy text with navigation around it. */
async function startSite(total) {
  const hubs = Math.max(1, Math.round(Math.sqrt(total)));
  const paths = ['/'];
  for (let h = 0; paths.length < total && h < hubs; h += 1) paths.push(`/hub-${h}`);
  for (let n = 0; paths.length < total; n += 1) paths.push(`/hub-${n % hubs}/page-${Math.floor(n / hubs)}`);
  const children = (p) => (p === '/' ? paths.filter((c) => /^\/hub-\d+$/.test(c)) : paths.filter((c) => c.startsWith(`${p}/`)));
  const page = (p, i) => {
    const rand = prng(50_000 + i);
    const nav = `<nav><a href="/">Home</a> ${paths.slice(1, hubs + 1).map((h) => `<a href="${h}">${h}</a>`).join(' ')}</nav>`;
    const links = children(p).map((c) => `<li><a href="${c}">${c}</a></li>`).join('');
    const sections = Array.from({ length: 3 }, (_, s) => `<h2>${zipf(rand, objects)} ${s + 1}</h2><p>${paragraph(rand, 120)}</p>`).join('');
    return `<!doctype html><html><head><title>Policy page ${i}</title></head><body>${nav}<main><article><h1>Policy page ${i}</h1>${sections}<ul>${links}</ul></article></main><footer>Footer</footer></body></html>`;
  };
  const bodies = new Map(paths.map((p, i) => [p, page(p, i)]));
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (req.url === '/robots.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    else if (body) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// ---------------------------------------------------------------- (d) relevance on a labelled set
// Written for this bench: 30 short guidance notes and 20 questions worded differently from the notes.
const documents = {
  'access-review.md': ['Access reviews', 'Managers confirm every quarter that the people in their team still need the permissions they hold in business applications; permissions nobody confirms are removed.'],
  'privileged-access.md': ['Privileged accounts', 'Administrator rights are granted only to named engineers, used from separate accounts, and every session on production servers is recorded.'],
  'leavers.md': ['Leavers', 'When someone leaves the company, human resources notifies IT on the last working day and all accounts, badges and tokens are disabled the same day.'],
  'passwords.md': ['Passphrases', 'Passphrases are at least fourteen characters long and are compared with lists of credentials exposed in public breaches.'],
  'mfa.md': ['Second factor', 'Remote access, email from outside the office and cloud consoles require an authenticator app or a hardware key in addition to the passphrase.'],
  'backup.md': ['Backups', 'Business data is copied every night; one copy is kept offline and encrypted so that malware on the network cannot alter it.'],
  'restore.md': ['Restore tests', 'Twice a year the operations team rebuilds a sample of systems from stored copies and records how long the recovery took.'],
  'continuity.md': ['Continuity plans', 'Each critical service has a plan describing how it keeps running during a disaster, and the plan is rehearsed every year.'],
  'incident-report.md': ['Reporting incidents', 'Staff who notice a lost device, a suspicious email or unusual system behaviour call the service desk at once.'],
  'incident-review.md': ['Post-incident reviews', 'After a serious incident the responders meet, write down the root cause and follow corrective actions until they are closed.'],
  'vuln-mgmt.md': ['Vulnerability management', 'Internet-facing systems are scanned weekly; critical weaknesses are fixed within seven days and others within thirty.'],
  'patching.md': ['Patching', 'Operating system and browser updates are installed automatically on laptops within two weeks of release.'],
  'malware.md': ['Malware protection', 'Every laptop and server runs endpoint protection software that quarantines malicious files and alerts the security team.'],
  'logging.md': ['Log collection', 'Servers, firewalls and applications forward their logs to a central store where they are kept for a year and cannot be edited.'],
  'monitoring.md': ['Alert triage', 'Analysts look at alerts raised by the central log store every day and escalate those that look like an attack.'],
  'encryption-rest.md': ['Encryption at rest', 'Laptops use full-disk encryption and databases holding customer records encrypt their storage volumes.'],
  'key-management.md': ['Key management', 'Encryption keys are generated in a managed key service, rotated yearly, and only two administrators may use them.'],
  'tls.md': ['Encryption in transit', 'Web services accept only TLS 1.2 or newer and certificates are renewed automatically before they expire.'],
  'supplier-assessment.md': ['Supplier due diligence', 'Before signing, vendors that will process our data complete a security questionnaire and share independent audit reports.'],
  'supplier-contracts.md': ['Supplier contracts', 'Agreements oblige vendors to notify us of breaches within 48 hours and to return or destroy our data at the end of the service.'],
  'cloud.md': ['Cloud services', 'New cloud subscriptions are approved by the security team and configured from a hardened baseline template.'],
  'visitors.md': ['Visitors', 'Guests sign in at reception, wear a visible badge and are accompanied by an employee while inside the building.'],
  'clear-desk.md': ['Clear desk', 'Papers and removable media are locked away at the end of the day and screens lock after five idle minutes.'],
  'disposal.md': ['Media disposal', 'Hard drives are shredded by a certified contractor who provides a destruction certificate for each batch.'],
  'training.md': ['Awareness training', 'New joiners complete security awareness training in their first week, and all staff repeat it every year.'],
  'phishing.md': ['Phishing exercises', 'Every two months staff receive simulated fraudulent emails; those who click get a short refresher lesson.'],
  'change.md': ['Change management', 'Changes to production systems are requested in a ticket, tested, and approved by the change board before deployment.'],
  'secure-dev.md': ['Secure development', 'Developers have their code reviewed by a colleague and automated checks look for known insecure patterns before merging.'],
  'asset-inventory.md': ['Asset inventory', 'Every laptop, server and software subscription is listed in the inventory with an owner and a classification.'],
  'privacy.md': ['Personal data', 'Personal data is collected only for stated purposes, kept no longer than needed, and requests from individuals are answered within a month.'],
};
const labelled = [
  ['how often do managers check who still needs their permissions', 'access-review.md'],
  ['recording admin sessions on production', 'privileged-access.md'],
  ['what happens to accounts when an employee quits', 'leavers.md'],
  ['minimum password length', 'passwords.md'],
  ['which logins need MFA', 'mfa.md'],
  ['protecting backup copies from ransomware', 'backup.md'],
  ['do we test that data can be recovered', 'restore.md'],
  ['keeping critical services running in a disaster', 'continuity.md'],
  ['how to report a stolen laptop', 'incident-report.md'],
  ['root cause analysis after a breach', 'incident-review.md'],
  ['deadline for fixing critical vulnerabilities', 'vuln-mgmt.md'],
  ['antivirus on endpoints', 'malware.md'],
  ['how long are logs retained', 'logging.md'],
  ['who rotates cryptographic keys', 'key-management.md'],
  ['HTTPS certificate renewal', 'tls.md'],
  ['vetting third parties before a contract', 'supplier-assessment.md'],
  ['escorting guests in the office', 'visitors.md'],
  ['shredding old hard disks', 'disposal.md'],
  ['fake phishing emails sent to employees', 'phishing.md'],
  ['peer review of source code', 'secure-dev.md'],
];

async function relevance(engine, db) {
  const index = new SqlKnowledgeIndex(engine);
  const drafts = Object.entries(documents).flatMap(([name, [section, text]]) => chunkSections([{ heading: section, text }], { title: section, url: name, source: 'upload' }));
  await ingestChunks(db.orm.em.fork(), index, encoder, drafts);
  let fullText = 0;
  let hybrid = 0;
  const misses = [];
  for (const [query, expected] of labelled) {
    const lexical = await db.orm.em.fork().execute(
      `with query as (select ${orTsquerySql} as q) select c.url from knowledge_chunks c, query where c.tsv @@ query.q order by ts_rank(c.tsv, query.q) desc, c.id limit 3`,
      [query],
    );
    if (lexical.some((r) => r.url === expected)) fullText += 1;
    const [vector] = await encoder.embed([query]);
    const hits = await index.search(db.orm.em.fork(), { text: query, vector, model: encoder.model, limit: 3 });
    if (hits.some((h) => h.url === expected)) hybrid += 1;
    else misses.push(query);
  }
  const n = labelled.length;
  row(`(d) hit@3 ${engine}`, `full text only (${n} queries, ${drafts.length} documents)`, `${fullText}/${n} = ${(fullText / n).toFixed(2)}`);
  row(`(d) hit@3 ${engine}`, 'hybrid: full text + encoder', `${hybrid}/${n} = ${(hybrid / n).toFixed(2)}`);
  if (misses.length) notes.push(`${engine} hybrid misses: ${misses.map((q) => `"${q}"`).join(', ')}`);
}

if (parts.has('d')) {
  const dir = tempDir();
  const db = await openDatabase({ dataDir: dir, logger });
  try {
    if (enginesToRun.has('pglite')) await relevance('pglite', db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const own = skipPostgres ? undefined : await ownPostgresDatabase();
  if (own) {
    const pgDb = await openDatabase({ databaseUrl: own.url, dataDir: tmpdir(), logger });
    try {
      await relevance('postgres', pgDb);
    } finally {
      await pgDb.close();
      await own.drop();
    }
  }
}
await encoder.close();
row('(b) embedding', 'peak RSS of the whole bench (end)', `${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);

// ---------------------------------------------------------------- table
const widths = ['part', 'measure', 'value', 'target'].map((k) => Math.max(k.length, ...rows.map((r) => r[k].length)));
const line = (r) => ['part', 'measure', 'value', 'target'].map((k, i) => r[k].padEnd(widths[i])).join(' | ');
console.log(`\nKnowledge base bench (${sizes.chunks} chunks, ${sizes.queries} queries, ${sizes.pages}-page site; ${process.version}, load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
console.log(line({ part: 'part', measure: 'measure', value: 'value', target: 'target' }));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows.sort((a, b) => a.part.localeCompare(b.part))) console.log(line(r));
for (const note of notes) console.log(`note: ${note}`);
