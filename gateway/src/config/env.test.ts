import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblems } from '../testing/config-problems.js';
import { ConfigError, loadConfig } from './env.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'gap-config-'));

test('embedded defaults: port 3000, PGlite, a JWT secret generated once and kept owner-only', () => {
  const dataDir = tempDir();
  const first = loadConfig({ DATA_DIR: dataDir });
  expect(first.port).toBe(3000);
  expect(first.databaseUrl).toBeUndefined();
  const secretFile = path.join(dataDir, 'jwt-secret');
  expect(existsSync(secretFile)).toBe(true);
  expect(statSync(secretFile).mode & 0o777).toBe(0o600);
  expect(readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(64);
  expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toEqual(first.jwtSecret);
});

test('every bad variable is listed at once', () => {
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: tempDir() });
    throw new Error('expected a ConfigError');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/LOG_LEVEL/);
  }
});

test('production needs an explicit JWT secret and never writes one', () => {
  const dataDir = tempDir();
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET/);
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'demo', DATABASE_URL: 'postgres://127.0.0.1/gap' });
  expect(config.isProduction).toBe(true);
});

test('production refuses every unsafe setting at once, listing each problem', () => {
  const problemsOf = configProblems;
  const unsafe = { NODE_ENV: 'production', DATA_DIR: tempDir(), KNOWLEDGE_CRAWL_ALLOW_HOSTS: '127.0.0.1' };
  const expected = [
    expect.stringMatching(/^DATABASE_URL: required when NODE_ENV=production/),
    'KNOWLEDGE_CRAWL_ALLOW_HOSTS: not allowed when NODE_ENV=production',
    expect.stringMatching(/^STRIPE_SECRET_KEY: required when NODE_ENV=production \(or set PAYMENT_PROVIDER=demo/),
  ];
  // A short secret is a schema error: the production refusals are still all listed with it.
  expect(problemsOf({ ...unsafe, JWT_SECRET: 'short' })).toEqual([expect.stringMatching(/^JWT_SECRET: must be at least 32 characters/), ...expected]);
  expect(problemsOf(unsafe)).toEqual(['JWT_SECRET: required when NODE_ENV=production', ...expected]);
  // Each refusal has its explicit, safe answer.
  expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: tempDir(), JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'demo', ALLOW_EMBEDDED_DATABASE: 'true' })).toEqual([]);
  expect(problemsOf({ NODE_ENV: 'test', DATA_DIR: tempDir(), WORKERS: '0' })).toEqual([expect.stringMatching(/^WORKERS: 0 \(API only\) needs DATABASE_URL/)]);
});

test('worker settings: concurrency, stale-after and API-only', () => {
  const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://127.0.0.1/gap', WORKERS: '0', WORKER_CONCURRENCY: '4', WORKER_STALE_AFTER_SECONDS: '5' });
  expect(config.workers).toEqual({ enabled: false, concurrency: 4, staleAfterSeconds: 5 });
  expect(loadConfig({ DATA_DIR: tempDir() }).workers).toEqual({ enabled: true, concurrency: 2, staleAfterSeconds: 30 });
  expect(() => loadConfig({ DATA_DIR: tempDir(), WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
});

test('upload admission: slots per process and per user, and a queue that waits instead of refusing a crowd', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).work).toMatchObject({ uploadsGlobal: 6, uploadsPerUser: 2, uploadsQueue: 200, uploadsQueueWaitMs: 60_000 });
  const config = loadConfig({ DATA_DIR: tempDir(), UPLOADS_QUEUE_LENGTH: '0', UPLOADS_QUEUE_WAIT_SECONDS: '5' });
  expect(config.work).toMatchObject({ uploadsQueue: 0, uploadsQueueWaitMs: 5_000 });
  expect(() => loadConfig({ DATA_DIR: tempDir(), UPLOADS_QUEUE_WAIT_SECONDS: '0' })).toThrow(/UPLOADS_QUEUE_WAIT_SECONDS/);
});

test('ended extraction jobs are kept 7 days by default, at least one', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).work.extractionJobRetentionDays).toBe(7);
  expect(loadConfig({ DATA_DIR: tempDir(), EXTRACTION_JOB_RETENTION_DAYS: '30' }).work.extractionJobRetentionDays).toBe(30);
  expect(() => loadConfig({ DATA_DIR: tempDir(), EXTRACTION_JOB_RETENTION_DAYS: '0' })).toThrow(/EXTRACTION_JOB_RETENTION_DAYS/);
});

test('an upload waits 300 s by default for a worker to take its file, at least 1 s', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).work.extractionClaimWaitMs).toBe(300_000);
  expect(loadConfig({ DATA_DIR: tempDir(), EXTRACTION_CLAIM_WAIT_SECONDS: '20' }).work.extractionClaimWaitMs).toBe(20_000);
  expect(() => loadConfig({ DATA_DIR: tempDir(), EXTRACTION_CLAIM_WAIT_SECONDS: '0' })).toThrow(/EXTRACTION_CLAIM_WAIT_SECONDS/);
});

test('remote URLs can be overridden per remote', () => {
  const config = loadConfig({ DATA_DIR: tempDir(), REMOTE_BILLING_URL: 'https://billing.example.com/mf-manifest.json' });
  expect(config.remoteOverrides).toEqual({ mf_billing: 'https://billing.example.com/mf-manifest.json' });
});

test('the PostgreSQL pool size: 10 by default, set by DATABASE_POOL_MAX within 2-200', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).databasePoolMax).toBe(10);
  expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_MAX: '25' }).databasePoolMax).toBe(25);
  for (const bad of ['1', '201', 'many']) {
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_MAX: bad })).toThrow(ConfigError);
  }
});

test('the shell\'s wait for a remote: 10 s by default, set by REMOTE_LOAD_TIMEOUT_MS within 1-120 s', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).remoteLoadTimeoutMs).toBe(10_000);
  expect(loadConfig({ DATA_DIR: tempDir(), REMOTE_LOAD_TIMEOUT_MS: '3000' }).remoteLoadTimeoutMs).toBe(3000);
  for (const bad of ['999', '120001', 'soon']) {
    expect(() => loadConfig({ DATA_DIR: tempDir(), REMOTE_LOAD_TIMEOUT_MS: bad })).toThrow(ConfigError);
  }
});

test('the wait for another gateway\'s migrations: 120 s by default, set by MIGRATION_LOCK_TIMEOUT_SECONDS within 1-3600', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).migrationLockTimeoutSeconds).toBe(120);
  expect(loadConfig({ DATA_DIR: tempDir(), MIGRATION_LOCK_TIMEOUT_SECONDS: '30' }).migrationLockTimeoutSeconds).toBe(30);
  for (const bad of ['0', '3601', 'soon']) {
    expect(() => loadConfig({ DATA_DIR: tempDir(), MIGRATION_LOCK_TIMEOUT_SECONDS: bad })).toThrow(ConfigError);
  }
});

test('plain http in production only when said so: PUBLIC_HTTP_ONLY is false by default, true or false only', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).publicHttpOnly).toBe(false);
  expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_HTTP_ONLY: 'true' }).publicHttpOnly).toBe(true);
  expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_HTTP_ONLY: 'false' }).publicHttpOnly).toBe(false);
  expect(configProblems({ DATA_DIR: tempDir(), PUBLIC_HTTP_ONLY: 'yes' })).toEqual([expect.stringMatching(/^PUBLIC_HTTP_ONLY: /)]);
});

test('the product loads the sentence encoder right after start unless ENCODER_WARM_START=false; true or false only', () => {
  expect(loadConfig({ DATA_DIR: tempDir() }).encoderWarmStart).toBe(true);
  expect(loadConfig({ DATA_DIR: tempDir(), ENCODER_WARM_START: 'false' }).encoderWarmStart).toBe(false);
  expect(configProblems({ DATA_DIR: tempDir(), ENCODER_WARM_START: 'soon' })).toEqual([expect.stringMatching(/^ENCODER_WARM_START: /)]);
});

test('production refuses a predictable JWT_SECRET (32 x a, a word repeated), naming the rule; a random one passes', () => {
  const production = { NODE_ENV: 'production', DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'demo', ALLOW_EMBEDDED_DATABASE: 'true' };
  for (const weak of ['a'.repeat(32), 'password'.repeat(4), 'abab'.repeat(10)]) {
    expect(configProblems({ ...production, JWT_SECRET: weak })).toEqual([expect.stringMatching(/^JWT_SECRET: too predictable \(about \d+ bits; at least 96 when NODE_ENV=production\)/)]);
  }
  expect(configProblems({ ...production, JWT_SECRET: randomBytes(16).toString('hex') })).toEqual([]);
  expect(configProblems({ ...production, JWT_SECRET: randomBytes(48).toString('base64url') })).toEqual([]);
  // Development and tests keep any secret of 32 characters.
  expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'a'.repeat(32) })).not.toThrow();
});

test('a data directory open to others (755) is tightened to 700 in production too, where the signing secret is not kept in it', () => {
  const dataDir = tempDir();
  chmodSync(dataDir, 0o755);
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'demo', DATABASE_URL: 'postgres://127.0.0.1/gap' });
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
});
