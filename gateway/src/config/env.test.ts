import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'z'.repeat(40), PAYMENT_PROVIDER: 'demo' });
  expect(config.isProduction).toBe(true);
});

test('remote URLs can be overridden per remote', () => {
  const config = loadConfig({ DATA_DIR: tempDir(), REMOTE_BILLING_URL: 'https://billing.example.com/mf-manifest.json' });
  expect(config.remoteOverrides).toEqual({ mf_billing: 'https://billing.example.com/mf-manifest.json' });
});
