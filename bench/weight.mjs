// Route weight (`npm run bench -- weight [--top n] [--budget-kb n] [--json file]`): what the browser downloads
// for the first load of each route of the built product (budget 350 KB). Starts the built gateway on
// embedded defaults (a free port on 127.0.0.1, a temporary DATA_DIR), signs up a user and creates a project with
// a test type and one PDF through the REST API, then opens every route in a fresh Chromium context (no cache)
// holding the user's token, until the network is idle. Each static response (JS, CSS, HTML, other) is counted
// by its body gzip-compressed here with zlib (level 6, what the gateway's `compression` sends), so the figures
// do not depend on the server's compression; the bytes on the wire are printed beside them. API and GraphQL
// traffic is data, not weight, and is left out. Prints one row per route, the largest files of the
// questionnaire route (and of every route with --top n), and whether the questionnaire's first load meets the
// budget (350 KB gzip of JS+CSS). Exits 1 when it does not.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltProduct } from './shared/built-product.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const top = Number(argValue('--top') ?? 0);
const budgetKb = Number(argValue('--budget-kb') ?? 350);
const jsonOut = argValue('--json');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags the journeys launch Debian's Chromium with (e2e/support/env.ts).
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const builtFiles = ['gateway/dist/main.js', 'mf-shell/dist/index.html', 'mf-assessment/dist/mf-manifest.json', 'mf-billing/dist/mf-manifest.json', 'mf-knowledge/dist/mf-manifest.json'];
const missing = builtFiles.filter((file) => !existsSync(path.join(root, file)));
if (missing.length) {
  console.error(`not built: ${missing.join(', ')}; run \`npm run build\` first`);
  process.exit(2);
}
const { buildPdf } = await import(pathToFileURL(path.join(root, 'gateway/dist-testing/testing/document-fixtures.js')).href);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const questionnaireLabel = 'questionnaire';

/** Starts the built product as `npm start` does; resolves with its base URL and a stop function. */
const startProduct = () => startBuiltProduct({ name: 'weight', entry: 'start', env: { ENCODER_WARM_START: 'false' } });

/** A user with a project (test type chosen, one PDF uploaded): what the signed-in routes need. */
async function seed(base) {
  const json = async (res) => (res.ok ? res.json() : Promise.reject(new Error(`${res.url}: ${res.status} ${await res.text()}`)));
  const id = Date.now().toString(36);
  const user = { username: `weight_${id}`, email: `weight_${id}@example.com`, password: 'correct-horse-battery', firstName: 'Grace', lastName: 'Hopper' };
  const { token } = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) }).then(json);
  const auth = { authorization: `Bearer ${token}` };
  const project = await fetch(`${base}/api/projects`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Route weight', description: 'Measured', scope: 'HQ' }),
  }).then(json);
  const [testType] = await fetch(`${base}/api/test-types`, { headers: auth }).then(json);
  await fetch(`${base}/api/projects/${project.id}/test-type`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ testType }) }).then(json);
  const form = new FormData();
  const pdf = await buildPdf([['Access control policy', 'Access rights are reviewed by the asset owner every quarter.']]);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'policy.pdf');
  const document = await fetch(`${base}/api/projects/${project.id}/documents`, { method: 'POST', headers: auth, body: form }).then(json);
  return { token, projectId: project.id, documentId: document.id };
}

/** The product's routes (mf-shell's router and paths, and the remotes' routes in @gap/schema). */
const routesOf = ({ projectId, documentId }) => [
  { label: 'landing', path: '/', signedIn: false },
  { label: 'login', path: '/login', signedIn: false },
  { label: 'register', path: '/register', signedIn: false },
  { label: 'dashboard', path: '/dashboard' },
  { label: 'projects', path: '/projects' },
  { label: 'project details', path: `/project-assessment/${projectId}` },
  { label: 'documents', path: `/project-assessment/${projectId}?tab=documents` },
  { label: 'analysis', path: `/project-assessment/${projectId}?tab=analysis` },
  { label: questionnaireLabel, path: `/project-assessment/${projectId}?tab=manual`, ready: '[data-testid="question-item"]' },
  { label: 'gap assessment step', path: `/project-assessment/${projectId}?tab=assessment` },
  { label: 'gap results', path: `/gap-assessment/${projectId}` },
  { label: 'document viewer', path: `/projects/${projectId}/documents/${documentId}?page=1` },
  { label: 'assessment credits', path: '/assessment-credits' },
  { label: 'payment', path: '/payment' },
  { label: 'knowledge base', path: '/admin/knowledge-base' },
  { label: 'account settings', path: '/settings/account' },
  { label: 'api tokens', path: '/settings/api-tokens' },
];

const kindOf = (response) => {
  const type = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || pathname.endsWith('.js') || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css') || contentType.includes('text/css')) return 'css';
  if (type === 'document') return 'html';
  return 'other';
};
/** Data, not weight: the API, GraphQL, the runtime remotes list and server-sent events. */
const isData = (pathname) => /^\/(api|graphql|readyz|healthz|remotes\.json)(\/|$)/.test(pathname);

async function measureRoute(browser, base, token, route) {
  const context = await browser.newContext({ baseURL: base });
  // Only the product's own traffic: anything else is refused (and counted as such).
  const blocked = [];
  await context.route('**/*', (r) => {
    const url = new URL(r.request().url());
    if (url.origin === base || url.protocol === 'data:' || url.protocol === 'blob:') return r.continue();
    blocked.push(url.href);
    return r.abort();
  });
  if (route.signedIn !== false) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== base || isData(url.pathname) || response.status() >= 300) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await response.request().sizes().catch(() => ({ responseBodySize: 0 }));
        return { path: url.pathname, kind: kindOf(response), raw: body.length, gzip: gzipSync(body).length, wire: sizes.responseBodySize };
      })(),
    );
  });
  await page.goto(route.path, { waitUntil: 'networkidle', timeout: 60_000 });
  if (route.ready) await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Anything a render after the idle point asks for (a lazy part shown once its data came): skeletons and spinners
  // say aria-busy until their part has loaded.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForTimeout(750);
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (kind, field = 'gzip') => files.filter((f) => kind === undefined || f.kind === kind).reduce((total, f) => total + f[field], 0);
  return {
    ...route,
    finalPath,
    blocked,
    files,
    requests: files.length,
    js: sum('js'),
    css: sum('css'),
    html: sum('html'),
    other: sum('other'),
    wire: sum(undefined, 'wire'),
    total: sum('js') + sum('css'),
  };
}

const { base, stop } = await startProduct();
let browser;
let failed;
try {
  const seeded = await seed(base);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  for (const route of routesOf(seeded)) {
    results.push(await measureRoute(browser, base, seeded.token, route));
  }

  // What a route adds to the signed-in frame: its JS and CSS files the dashboard's first load does not have.
  const dashboardFiles = new Set(results.find((r) => r.label === 'dashboard').files.map((f) => f.path));
  const beyondDashboard = (r) => r.files.filter((f) => (f.kind === 'js' || f.kind === 'css') && !dashboardFiles.has(f.path)).reduce((t, f) => t + f.gzip, 0);
  const header = ['route', 'path', 'requests', 'JS gzip KB', 'CSS gzip KB', 'JS+CSS gzip KB', 'beyond dashboard KB', 'HTML gzip KB', 'other gzip KB', 'wire KB'];
  const rows = results.map((r) => [
    r.label,
    r.path + (r.finalPath !== r.path.replace(/\?.*$/, '') ? ` -> ${r.finalPath}` : ''),
    String(r.requests),
    kb(r.js),
    kb(r.css),
    kb(r.total),
    r.signedIn === false ? '-' : kb(beyondDashboard(r)),
    kb(r.html),
    kb(r.other),
    kb(r.wire),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`First load of each route (fresh browser context, gzip level 6 of each body; ${base})`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  for (const r of results) {
    if (r.label !== questionnaireLabel && top <= 0) continue;
    const count = top > 0 ? top : 12;
    console.log(`\nLargest files of ${r.label} (${r.path}):`);
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip).slice(0, count)) {
      console.log(`  ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(8)} KB raw  ${f.kind.padEnd(5)} ${f.path}`);
    }
  }
  const blocked = results.flatMap((r) => r.blocked);
  if (blocked.length) console.log(`\nRefused requests to other origins: ${[...new Set(blocked)].join(', ')}`);

  const questionnaire = results.find((r) => r.label === questionnaireLabel);
  const meets = questionnaire.total <= budgetKb * 1024;
  console.log(`\nQuestionnaire first load: ${kb(questionnaire.total)} KB gzip JS+CSS (budget ${budgetKb} KB): ${meets ? 'meets the budget' : 'OVER the budget'}`);
  if (jsonOut) {
    writeFileSync(jsonOut, JSON.stringify(results.map(({ files, ...r }) => ({ ...r, files: files.map((f) => ({ ...f })) })), null, 2));
  }
  failed = !meets;
} finally {
  await browser?.close();
  await stop();
}
process.exitCode = failed ? 1 : 0;
