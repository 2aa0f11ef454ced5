import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from '../testing/http-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gap-headers-'));
  mkdirSync(path.join(root, 'mf-shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-shell/dist/index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(path.join(root, 'mf-assessment/dist/static/js'), { recursive: true });
  writeFileSync(path.join(root, 'mf-assessment/dist/mf-manifest.json'), '{"name":"mf_assessment"}');
  writeFileSync(path.join(root, 'mf-assessment/dist/remoteEntry.js'), 'export {};');
  writeFileSync(path.join(root, 'mf-assessment/dist/static/js/chunk.1a2b3c.js'), 'export {};');
  return root;
}

const directives = (csp: string | null) => new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('embedded defaults', () => {
  let app: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    app = await startTestApp({ STATIC_ROOT: fakeBuild(), REMOTE_BILLING_URL: 'https://billing.example.com/mf-manifest.json' });
    api = new ApiClient(app.url);
  }, 120_000);
  afterAll(() => app.close());

  test('pages carry a CSP allowing the remotes\' origins (and not Stripe when it is not configured), nosniff, no framing, a referrer policy', async () => {
    const res = await api.get('/login');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://billing.example.com']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://billing.example.com']));
    expect(res.headers.get('content-security-policy')).not.toMatch(/stripe/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  test('/api and /graphql answers are never stored', async () => {
    for (const res of [await api.get('/api/user'), await api.post('/api/auth/login', { username: 'x', password: 'y' }), await api.gql('{ __typename }')]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('manifests, remote entries and remotes.json are revalidated; hashed chunks stay immutable', async () => {
    for (const file of ['/mf/assessment/mf-manifest.json', '/mf/assessment/remoteEntry.js', '/remotes.json']) {
      const cacheControl = (await api.get(file)).headers.get('cache-control') ?? '';
      expect({ file, cacheControl }).toEqual({ file, cacheControl: 'no-cache' });
    }
    expect((await api.get('/mf/assessment/static/js/chunk.1a2b3c.js')).headers.get('cache-control')).toMatch(/immutable/);
  });
});

test('production: HSTS, and Stripe allowed in the CSP when Stripe is configured', async () => {
  const app = await startTestApp({ STATIC_ROOT: fakeBuild(), NODE_ENV: 'production', ...stripe });
  try {
    const res = await new ApiClient(app.url).get('/login');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('script-src')).toContain('https://js.stripe.com');
    expect(csp.get('frame-src')).toContain('https://js.stripe.com');
  } finally {
    await app.close();
  }
}, 120_000);

test('production over plain http, chosen explicitly (PUBLIC_HTTP_ONLY=true): no HSTS and no upgrade-insecure-requests', async () => {
  const app = await startTestApp({ STATIC_ROOT: fakeBuild(), NODE_ENV: 'production', ...stripe, PUBLIC_HTTP_ONLY: 'true' });
  try {
    const res = await new ApiClient(app.url).get('/login');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    // The rest of the policy is production's.
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toContain('https://js.stripe.com');
  } finally {
    await app.close();
  }
}, 120_000);
