import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../testing/test-app.js';
import { migrationsList } from './migrations/index.js';
import { openDatabase, type Database } from './orm.js';

const silent = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {}, child: () => silent } as unknown as Logger;

async function closeAll(settled: PromiseSettledResult<Database>[]): Promise<void> {
  for (const result of settled) if (result.status === 'fulfilled') await result.value.close();
}

if (usesPostgres) {
  test('gateways started together on an empty PostgreSQL database all start: the migrations run once, one process at a time', async () => {
    const server = await createPostgresDatabase();
    const dirs = [1, 2, 3].map(() => mkdtempSync(path.join(tmpdir(), 'migration-lock-')));
    try {
      const settled = await Promise.allSettled(dirs.map((dataDir) => openDatabase({ dataDir, logger: silent, databaseUrl: server.url, poolMax: 2 })));
      try {
        expect(settled.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
        const [first] = settled as PromiseFulfilledResult<Database>[];
        const rows = await first!.value.orm.em.fork().execute<{ name: string }[]>('select name from mikro_orm_migrations order by id');
        expect(rows.map((r) => r.name)).toEqual(migrationsList.map((m) => m.name));
        // The lock is released: a later start (a rolling update) opens at once.
        const later = await openDatabase({ dataDir: dirs[0]!, logger: silent, databaseUrl: server.url, poolMax: 1 });
        await later.close();
      } finally {
        await closeAll(settled);
      }
    } finally {
      await server.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
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
