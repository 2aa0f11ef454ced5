import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import { listeningUrl, spawnGateway } from '../testing/gateway-process.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../testing/test-app.js';
import { migrationsList } from './migrations/index.js';
import { ForeignDatabaseError, MigrationLockTimeoutError, openDatabase, type Database } from './orm.js';

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

/** The migration lock's key (orm.ts). */
const migrationLockKey = '29099058101053298';

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

const blockerPid = (client: pg.Client) => (client as unknown as { processID: number }).processID;

/** Polls until the check holds; on timeout fails with what `why` says (or a generic message). */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, why?: () => Promise<string>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let failure: string | undefined;
  void why?.().then((reason) => (failure = reason));
  while (!(await check())) {
    if (failure) throw new Error(failure);
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

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
   * new database; about 12 s a round on the 2-core CI machine), 3 by default to keep CI short (ten rounds: 50 of 50 ready, 109 s).
   */
  const rounds = Math.max(1, Math.floor(Number(process.env.MIGRATION_LOCK_ROUNDS)) || 3);

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

  test('a gateway killed while it migrates leaves nothing half-done: the migrations roll back, the lock goes, the next start completes them', async () => {
    const server = await createPostgresDatabase();
    const dirs = [tempDir(), tempDir()];
    const observer = new pg.Client({ connectionString: server.url });
    const blocker = new pg.Client({ connectionString: server.url });
    await observer.connect();
    await blocker.connect();
    const children: ChildProcess[] = [];
    try {
      // The last migration creates "trial_example_jobs": an uncommitted table of that name makes the gateway wait
      // there, with every earlier migration done inside its (single) transaction.
      await blocker.query('begin');
      await blocker.query('create table "trial_example_jobs" ("id" int)');
      const first = spawnGateway({ DATA_DIR: dirs[0]!, DATABASE_URL: server.url });
      children.push(first);
      const exited = exitOf(first);
      await waitFor(async () => {
        const { rows } = await observer.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%trial_example_jobs%'`,
        );
        return rows[0].n === 1;
      }, 60_000, () => exited.then((code) => `the gateway exited (${code}) before it reached the last migration`));
      // It holds the migration lock while it waits.
      expect((await observer.query(`select pg_try_advisory_lock(${migrationLockKey}) as got`)).rows[0].got).toBe(false);

      first.kill('SIGKILL');
      expect(await exited).toBeNull();
      await blocker.query('rollback');
      // The killed process's sessions end (the one waiting notices once it gets its lock and finds no client).
      await waitFor(async () => {
        const { rows } = await observer.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1`, [blockerPid(blocker)]);
        return rows[0].n === 0;
      }, 30_000);

      // Nothing of the seventeen migrations it had run is left, and none is recorded as run.
      expect((await observer.query(`select to_regclass('users') as t, to_regclass('analysis_runs') as r`)).rows[0]).toEqual({ t: null, r: null });
      const recorded = (await observer.query(`select to_regclass('mikro_orm_migrations') as t`)).rows[0].t
        ? (await observer.query('select count(*)::int as n from mikro_orm_migrations')).rows[0].n
        : 0;
      expect(recorded).toBe(0);
      expect((await observer.query(`select pg_try_advisory_lock(${migrationLockKey}) as got`)).rows[0].got).toBe(true);
      await observer.query(`select pg_advisory_unlock(${migrationLockKey})`);

      // The next start runs every migration and is ready.
      const next = spawnGateway({ DATA_DIR: dirs[1]!, DATABASE_URL: server.url });
      children.push(next);
      const url = await listeningUrl(next);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const { rows } = await observer.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await Promise.all(children.map(exitOf));
      await blocker.end().catch(() => undefined);
      await observer.end();
      await server.drop();
    }
  }, 120_000);

  test('DATABASE_URL naming another application\'s database: the gateway refuses to migrate it, names it and exits 1, touching nothing', async () => {
    const server = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query('create table "orders" ("id" serial primary key, "total" numeric)');
      await client.query('create table "customers" ("id" serial primary key, "name" text)');
      const gateway = spawnGateway({ DATA_DIR: tempDir(), DATABASE_URL: server.url });
      let stderr = '';
      gateway.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      gateway.stdout!.resume();
      expect(await exitOf(gateway)).toBe(1);
      const database = new URL(server.url).pathname.slice(1);
      expect(stderr.trim()).toBe(new ForeignDatabaseError(database, 'public', ['customers', 'orders'], false).message);
      expect(stderr).toContain(`The database "${database}" (DATABASE_URL) belongs to another application: its schema "public" holds 2 table(s) ("customers", "orders") and it has no "mikro_orm_migrations" table.`);
      // Nothing was created: no migration table, none of ours.
      const { rows } = await client.query(`select to_regclass('mikro_orm_migrations') as m, to_regclass('users') as u`);
      expect(rows[0]).toEqual({ m: null, u: null });
      expect((await client.query(`select pg_try_advisory_lock(${migrationLockKey}) as got`)).rows[0].got).toBe(true);
    } finally {
      await client.end();
      await server.drop();
    }
  }, 60_000);

  test('another application that also uses MikroORM (its own migrations recorded) is refused too; an empty database with only our migration table is ours', async () => {
    const server = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query('create table "mikro_orm_migrations" ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default now())');
      // Left by a gateway killed during its very first migrations (the table is created before their transaction).
      const ours = await openDatabase({ dataDir: tempDir(), logger: silent, databaseUrl: server.url, poolMax: 2 });
      await ours.close();
      await client.query('drop schema public cascade; create schema public');
      await client.query('create table "mikro_orm_migrations" ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default now())');
      await client.query(`insert into "mikro_orm_migrations" ("name") values ('Migration20240101000000_invoices')`);
      await client.query('create table "invoices" ("id" serial primary key)');
      const opening = openDatabase({ dataDir: tempDir(), logger: silent, databaseUrl: server.url, poolMax: 2 });
      await expect(opening).rejects.toBeInstanceOf(ForeignDatabaseError);
      await expect(opening).rejects.toThrow('its "mikro_orm_migrations" table lists none of this gateway\'s migrations');
      expect((await client.query(`select to_regclass('users') as u`)).rows[0].u).toBeNull();
    } finally {
      await client.end();
      await server.drop();
    }
  }, 60_000);

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
