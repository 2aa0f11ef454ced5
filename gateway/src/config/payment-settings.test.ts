import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblems } from '../testing/config-problems.js';
import { loadConfig } from './env.js';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gap-pay-')), JWT_SECRET: randomBytes(32).toString('hex') });
const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

const problemsOf = configProblems;

test('without Stripe keys the embedded demo provider runs (outside production)', () => {
  expect(loadConfig(base()).payments).toEqual({ provider: 'demo' });
  // Empty variables (passed through by a deployment) count as unset.
  expect(loadConfig({ ...base(), STRIPE_SECRET_KEY: '', PAYMENT_PROVIDER: '' }).payments).toEqual({ provider: 'demo' });
});

test('a Stripe secret key selects Stripe; an API base URL is honoured outside production', () => {
  const config = loadConfig({ ...base(), ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' });
  expect(config.payments).toEqual({
    provider: 'stripe',
    secretKey: 'sk_test_abc123',
    publishableKey: 'pk_test_abc123',
    webhookSecret: 'whsec_abc123',
    apiBaseUrl: new URL('http://127.0.0.1:12111'),
  });
  expect(loadConfig({ ...base(), ...stripe, PAYMENT_PROVIDER: 'demo' }).payments).toEqual({ provider: 'demo' });
});

test('production refuses to fall back to the demo silently', () => {
  const production = { ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/gap' };
  expect(problemsOf(production)).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: required when NODE_ENV=production/)]);
  expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'demo' }).payments).toEqual({ provider: 'demo' });
  expect(loadConfig({ ...production, ...stripe }).payments.provider).toBe('stripe');
  // As docker-compose.yml passes them: an empty PAYMENT_PROVIDER with the keys is Stripe.
  expect(loadConfig({ ...production, ...stripe, PAYMENT_PROVIDER: '' }).payments.provider).toBe('stripe');
});

test('production refuses the demo provider asked for beside Stripe keys, naming the conflict', () => {
  const production = { ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/gap' };
  expect(problemsOf({ ...production, ...stripe, PAYMENT_PROVIDER: 'demo' })).toEqual([
    expect.stringMatching(/^PAYMENT_PROVIDER: demo conflicts with STRIPE_SECRET_KEY when NODE_ENV=production/),
  ]);
  // Outside production the demo may be tried with test keys in the environment.
  expect(loadConfig({ ...base(), ...stripe, PAYMENT_PROVIDER: 'demo' }).payments).toEqual({ provider: 'demo' });
});

test('every Stripe problem is listed at once', () => {
  expect(problemsOf({ ...base(), PAYMENT_PROVIDER: 'stripe' })).toEqual([
    'STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe',
    'STRIPE_PUBLISHABLE_KEY: required with the Stripe provider',
  ]);
  expect(problemsOf({ ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/gap', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_API_BASE_URL: 'http://127.0.0.1:1' })).toEqual([
    'STRIPE_PUBLISHABLE_KEY: test and live keys are mixed with STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET: required when NODE_ENV=production',
    'STRIPE_API_BASE_URL: not allowed when NODE_ENV=production',
  ]);
  const malformed = problemsOf({ ...base(), PAYMENT_PROVIDER: 'paypal', STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_PUBLISHABLE_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'secret', STRIPE_API_BASE_URL: 'ftp://x' });
  expect(malformed.map((p) => p.split(':')[0])).toEqual(['PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE_URL']);
});
