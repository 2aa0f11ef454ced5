import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import { listeningUrl, spawnGateway } from '../testing/gateway-process.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../testing/test-app.js';
import { migrationsList } from './migrations/index.js';
import pg from 'pg';
import { MigrationLockTimeoutError, openDatabase, type Database } from './orm.js';

const silent = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {}, child: () => silent } as unknown as Logger;

async function closeAll(settled: PromiseSettledResult<Database>[]): Promise<void> {
  for (const result of settled) if (result.status === 'fulfilled') await result.value.close();
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'migration-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/**
 * `count` real gateway processes spawned at the same moment on one new database: every one must become ready
 * (its /readyz answers 200), and the migrations must be recorded once each. Answers each one's time to ready.
 */
async function startProcessesTogether(count: number): Promise<{ readyMs: number[] }> {
  const server = await createPostgresDatabase();
  const started = Date.now();
  const children = Array.from({ length: count }, () => spawnGateway({ DATA_DIR: tempDir(), DATABASE_URL: server.url }));
  try {
    const readyMs = await Promise.all(
      children.map(async (child) => {
        const url = await listeningUrl(child);
        const res = await fetch(`${url}/readyz`);
        expect(res.status).toBe(200);
        return Date.now() - started;
      }),
    );
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    await client.end();
    expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
    return { readyMs };
  } finally {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exitOf));
    await server.drop();
  }
}

if (usesPostgres) {
  /** `count` gateways' databases opened at the same moment on one fresh database: all open, the migrations ran once. */
  async function startTogether(count: number): Promise<void> {
    const server = await createPostgresDatabase();
    const dirs = Array.from({ length: count }, () => mkdtempSync(path.join(tmpdir(), 'migration-lock-')));
    try {
      const settled = await Promise.allSettled(dirs.map((dataDir) => openDatabase({ dataDir, logger: silent, databaseUrl: server.url, poolMax: 2 })));
      try {
        expect(settled.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
        const [first] = settled as PromiseFulfilledResult<Database>[];
        const rows = await first!.value.orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
        expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
      } finally {
        await closeAll(settled);
      }
      // The lock is released: a later start (a rolling update) opens at once.
      const later = await openDatabase({ dataDir: dirs[0]!, logger: silent, databaseUrl: server.url, poolMax: 2, migrationLockTimeoutSeconds: 5 });
      await later.close();
    } finally {
      await server.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }

  test('gateways started together on an empty PostgreSQL database all start: the migrations run once, one process at a time', async () => {
    // Without the lock every round failed (a duplicate pg_type row, or "mikro_orm_migrations already exists").
    for (let round = 0; round < 3; round++) {
      await startTogether(2);
      await startTogether(3);
    }
  }, 240_000);

  /**
   * Real gateway processes (the built gateway/dist/main.js) started together on one fresh database, each until it
   * is ready (/readyz 200). MIGRATION_LOCK_ROUNDS sets the rounds (each: two gateways, then three, each time on a
   * new database; about 12 s a round on the 2-core CI machine), 5 by default to keep this test near a minute.
   */
  const rounds = Math.max(1, Math.floor(Number(process.env.MIGRATION_LOCK_ROUNDS)) || 5);

  test(`gateway processes started at the same moment on an empty database are all ready, ${rounds} round${rounds === 1 ? '' : 's'} of two and then three`, async () => {
    const started = Date.now();
    for (let round = 1; round <= rounds; round++) {
      for (const count of [2, 3]) {
        const { readyMs } = await startProcessesTogether(count);
        if (process.env.MIGRATION_LOCK_ROUNDS) console.log(`round ${round}: ${count} gateways ready in ${readyMs.join(', ')} ms`);
      }
    }
    if (process.env.MIGRATION_LOCK_ROUNDS) console.log(`${rounds} rounds of 2 + 3 gateway processes: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 60_000 + rounds * 60_000);

  test('a gateway that cannot get the migration lock in time stops with a message saying why', async () => {
    const server = await createPostgresDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migration-lock-'));
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock(29099058101053298)');
      const opening = openDatabase({ dataDir, logger: silent, databaseUrl: server.url, poolMax: 2, migrationLockTimeoutSeconds: 1 });
      await expect(opening).rejects.toBeInstanceOf(MigrationLockTimeoutError);
      await expect(opening).rejects.toThrow('Another gateway has been migrating this database for over 1 s');
      // Nothing was migrated meanwhile.
      expect((await holder.query(`select to_regclass('mikro_orm_migrations') as t`)).rows[0].t).toBeNull();
    } finally {
      await holder.end();
      await server.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
} else {
  // The lock, the real processes started together, the killed migration and another application's database are
  // PostgreSQL's (run with GATEWAY_TEST_DB=postgres); the embedded database has its own guarantee.
  test('the embedded database (one process owns it, see data-dir-lock.test.ts) opens with every migration applied once; the migration lock tests need GATEWAY_TEST_DB=postgres', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migration-lock-'));
    await seedPgliteDataDir(dataDir);
    const database = await openDatabase({ dataDir, logger: silent });
    try {
      const rows = await database.orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
      expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
}
