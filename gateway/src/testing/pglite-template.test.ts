import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { pino } from 'pino';
import { migrationsList } from '../db/migrations/index.js';
import { openDatabase } from '../db/orm.js';
import { seedPgliteDataDir } from './pglite-template.js';

test('a seeded embedded database has every migration applied, and each copy is its own database', async () => {
  const dirs = [mkdtempSync(path.join(tmpdir(), 'gap-seed-')), mkdtempSync(path.join(tmpdir(), 'gap-seed-'))];
  const logger = pino({ level: 'silent' });
  try {
    for (const dir of dirs) await seedPgliteDataDir(dir);
    // Read with PGlite itself: openDatabase would run the migrations on an empty directory too.
    const first = await PGlite.create({ dataDir: path.join(dirs[0]!, 'db'), extensions: { vector } });
    try {
      const applied = await first.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      expect(applied.rows.map((row) => row.name)).toEqual(migrationsList.map((m) => m.name));
      await first.exec('create table seed_probe (id int)');
    } finally {
      await first.close();
    }
    // A second seeding of a directory that already holds a database leaves it as it is.
    await seedPgliteDataDir(dirs[0]!);
    const again = await openDatabase({ dataDir: dirs[0]!, logger });
    const second = await openDatabase({ dataDir: dirs[1]!, logger });
    try {
      const probe = `select count(*)::int as n from information_schema.tables where table_name = 'seed_probe'`;
      expect(await again.orm.em.fork().execute(probe)).toEqual([{ n: 1 }]);
      expect(await second.orm.em.fork().execute(probe)).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
      await second.close();
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
