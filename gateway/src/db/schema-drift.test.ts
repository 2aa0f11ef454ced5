import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Migration } from '@mikro-orm/migrations';
import type { Logger } from '../lib/logger.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { testTempRoot } from '../testing/temp-root.js';
import { createPostgresDatabase, usesPostgres } from '../testing/test-app.js';
import { migrationsList } from './migrations/index.js';
import { openDatabase } from './orm.js';

/** The first migration written with a down(); every later one must have one too. */
const firstReversible = 'Migration20261129000000_range_checks';

const silent = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {}, child: () => silent } as unknown as Logger;

/**
 * After every migration, the entities describe the database exactly: the ORM's schema diff is empty, so
 * `migration:create` writes only what a change of an entity asks for. Tables no entity maps are left out by name
 * (orm.ts, tablesWithoutEntity). A failure prints the statements the ORM would run: describe the index, check or
 * column in the entity (or the migration), never silence the comparison.
 */
test('the entities and the migrated database agree: the schema diff is empty', async () => {
  const dataDir = mkdtempSync(path.join(testTempRoot, 'drift-'));
  const postgres = usesPostgres ? await createPostgresDatabase() : undefined;
  if (!postgres) await seedPgliteDataDir(dataDir);
  const db = await openDatabase({ databaseUrl: postgres?.url, dataDir, logger: silent });
  try {
    const statements = (await db.orm.schema.getUpdateSchemaSQL({ wrap: false }))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(statements).toEqual([]);

    // Migrations from this one on can be undone: each later one is stepped down and up again, and the schema
    // still agrees with the entities afterwards.
    const first = migrationsList.findIndex((m) => m.name === firstReversible);
    expect(first).toBeGreaterThan(0);
    for (const { name, class: migration } of migrationsList.slice(first)) {
      expect([name, migration.prototype.down === Migration.prototype.down]).toEqual([name, false]);
    }
    await db.orm.migrator.down({ to: migrationsList[first - 1]!.name });
    expect(await db.orm.migrator.getPending()).toHaveLength(migrationsList.length - first);
    await db.orm.migrator.up();
    expect(await db.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  } finally {
    await db.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
