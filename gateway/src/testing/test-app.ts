import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { startApp, type RunningApp, type StartOptions } from '../app/server.js';
import { loadConfig } from '../config/env.js';
import { seedPgliteDataDir } from './pglite-template.js';
import { testTempRoot } from './temp-root.js';

/**
 * Starts a real gateway on a free port. The database is PGlite in a temporary data directory, or a fresh
 * PostgreSQL database created on TEST_DATABASE_URL's server when GATEWAY_TEST_DB=postgres.
 */
export interface TestApp extends RunningApp {
  jwtSecret: string;
}

export const usesPostgres = process.env.GATEWAY_TEST_DB === 'postgres';

export async function startTestApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(testTempRoot, 'gap-test-'));
  const jwtSecret = randomBytes(32).toString('hex');
  // A DATABASE_URL given by the test (several gateways on one database) is used as it is.
  const database = usesPostgres && !env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: jwtSecret,
    // Suites register many users from one address; the throttle has its own test.
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    // Suites expect a new account to start empty (no credit, no project); the trial's own suites ask for both.
    TRIAL_CREDITS: '0',
    TRIAL_EXAMPLE_PROJECT: 'false',
    // A suite's own client can be starved of CPU for seconds on a busy machine: uploads are not cut for their pace
    // unless the suite asks (upload-pace.test.ts sets its own).
    UPLOAD_MIN_BYTES_PER_SECOND: '1',
    // Suites that run as production on PGlite (one process) say the embedded database is meant.
    ...(database ? { DATABASE_URL: database.url } : { ALLOW_EMBEDDED_DATABASE: 'true' }),
    ...env,
  });
  if (!config.databaseUrl) await seedPgliteDataDir(config.dataDir);
  const app = await startApp(config, { logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), ...options });
  return {
    ...app,
    jwtSecret,
    async close() {
      await app.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, and its removal. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('GATEWAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `gap_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
