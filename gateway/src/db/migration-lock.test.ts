import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../testing/test-app.js';
import { migrationsList } from './migrations/index.js';
import pg from 'pg';
import { MigrationLockTimeoutError, openDatabase, type Database } from './orm.js';

const silent = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {}, child: () => silent } as unknown as Logger;

async function closeAll(settled: PromiseSettledResult<Database>[]): Promise<void> {
  for (const result of settled) if (result.status === 'fulfilled') await result.value.close();
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
  test('the embedded database (one process owns it, see data-dir-lock.test.ts) opens with every migration applied once', async () => {
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
