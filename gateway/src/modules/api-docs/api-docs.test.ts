import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '@gap/schema';
import { graphqlLimits } from '../../graphql/limits/index.js';
import { wsLimits } from '../../graphql/subscriptions.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { renderApiDocs, writeApiDocs } from './api-docs.js';
import { restCalls } from './rest-calls.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  writeApiDocs(); // what `npm run build -w gateway` does after tsc
  // Production: introspection is off, and the page must not need it.
  app = await startTestApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' });
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

test("the examples name the origin the page is read from; a Host header that is not a plain host name changes nothing", async () => {
  const page = async (host: string) => {
    const { request } = await import('node:http');
    return new Promise<string>((resolve, reject) => {
      const req = request(`${app.url}/docs/api`, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
  };
  expect(await page('docs.example.test:8443')).toContain('curl -s http://docs.example.test:8443/graphql');
  expect(await page('[::1]:3000')).toContain('curl -s http://[::1]:3000/api/auth/login');
  for (const hostile of ['evil.test"><script>alert(1)</script>', 'a b', 'x.test/path', 'x.test:99999999']) {
    const html = await page(hostile);
    expect(html).toContain('curl -s https://gap.example.invalid/graphql');
    expect(html).not.toContain('<script>');
  }
});

test('GET /docs/api answers the HTML reference without a token, with its stylesheet from the same route', async () => {
  const res = await api.get('/docs/api');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = res.body as unknown as string;
  expect(html).toContain('<h1>ISO 27001 Gap Assessment API</h1>');
  // Schema reference: operations and types, with anchors.
  expect(html).toContain('id="mutation-createProject"');
  expect(html).toMatch(/mutation createProject\(input: <a href="#type-CreateProjectInput">CreateProjectInput<\/a>!, workspaceId: <span class="scalar">ID<\/span>\): <a href="#type-Project">Project<\/a>!/);
  expect(html).toContain('id="subscription-runProgress"');
  expect(html).toContain('id="subscription-knowledgeCrawlProgress"');
  expect(html).toContain('id="type-AnalysisRun"');
  expect(html).toContain('id="type-RiskLevel"');
  // Limits, read from the code that enforces them.
  expect(html).toContain(`<td>GraphQL query depth</td>\n<td>${graphqlLimits.maxDepth}</td>`);
  expect(html).toContain(`<td>GraphQL aliases per operation</td>\n<td>${graphqlLimits.maxAliases}</td>`);
  expect(html).toContain(graphqlLimits.maxCost.toLocaleString('en-US'));
  expect(html).toContain(`<td>Upload size</td>\n<td>${limits.uploadMaxBytes / 1024 / 1024} MB per file</td>`);
  expect(html).toContain(`${wsLimits.maxConnectionsPerUser} connections per user`);
  expect(html).toContain('<td>Wait for text extraction</td>\n<td>300 s for a worker to take the file (<code>EXTRACTION_CLAIM_WAIT_SECONDS</code>)</td>');
  // Error codes with their statuses, the REST table, the SSE protocol.
  expect(html).toMatch(/<td><code>PAYMENT_REQUIRED<\/code><\/td>\n<td>402<\/td>/);
  expect(html).toMatch(/<td><code>GRAPHQL_VALIDATION_FAILED<\/code><\/td>\n<td>400<\/td>/);
  expect(html).toContain('<code>POST /api/projects/{id}/assessment/runs</code>');
  expect(html).toContain('<code>GET /api/runs/{runId}/stream?token={streamToken}</code>');
  expect(html).toContain('gap_...');
  expect(html).not.toContain('<script');

  const css = await api.get('/docs/api/api-docs.css');
  expect(css.status).toBe(200);
  expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  // The CSP lets the page load its stylesheet ('self') and nothing from elsewhere.
  expect(res.headers.get('content-security-policy')).toMatch(/style-src 'self'/);
  expect(html).toContain('<link rel="stylesheet" href="/docs/api/api-docs.css">');
});

test('GraphQL introspection plays no part: the page is a file written from schema/schema.graphql', async () => {
  const { client } = await signUp(api);
  const introspection = await client.gql('{ __schema { queryType { name } } }');
  expect(introspection.status).toBe(400);
  expect(introspection.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

  const schemaSource = readFileSync(new URL('../../../../schema/schema.graphql', import.meta.url), 'utf8');
  const served = (await api.get('/docs/api')).body as unknown as string;
  // The built file, with only the examples' origin filled in per request.
  expect(served).toBe(renderApiDocs(schemaSource).replaceAll('https://gap.example.invalid', app.url));
  // A field added to the schema file appears in the page built from it.
  const changed = schemaSource.replace('type Query {', 'type Query {\n  """A field for the test."""\n  zzTestField: Int\n');
  expect(renderApiDocs(changed)).toContain('id="query-zzTestField"');
});

test('every link inside the page leads to an anchor of the page', () => {
  const html = renderApiDocs();
  const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
  const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
  expect(targets.length).toBeGreaterThan(200);
  expect(targets.filter((t) => !ids.has(t))).toEqual([]);
});

/** Every `router.<method>('<path>'` of the modules' route files, as `METHOD /path` under /api. */
function declaredRoutes(): string[] {
  const modules = fileURLToPath(new URL('..', import.meta.url));
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.routes.ts') && !f.startsWith('health'));
  const routes: string[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(modules, file), 'utf8');
    // The Stripe webhook router is mounted at /stripe/webhook (api-routes.ts).
    const prefix = path.basename(file) === 'stripe-webhook.routes.ts' ? '/stripe/webhook' : '';
    for (const [, method, route] of source.matchAll(/router\.(get|post|put|delete)\('([^']+)'/g)) {
      routes.push(`${method.toUpperCase()} ${prefix}${route === '/' && prefix ? '' : route}`);
    }
  }
  return routes.sort();
}

test('the REST table lists every route of the REST facade, and nothing else', () => {
  const routes = declaredRoutes();
  expect(routes.length).toBeGreaterThan(30);
  expect(restCalls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(routes);
});
