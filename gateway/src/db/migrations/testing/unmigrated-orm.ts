import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM as PgliteOrm } from '@mikro-orm/pglite';
import { MikroORM as PostgresOrm } from '@mikro-orm/postgresql';
import { createPostgresDatabase, usesPostgres } from '../../../testing/test-app.js';
import { entities } from '../../entities.js';
import { migrationsList } from '../index.js';

/** A fresh PGlite runs initdb and every migration (about 10 s alone, far more on a loaded machine). */
export const migrationTimeoutMs = 240_000;

const options = { entities, extensions: [Migrator], migrations: { migrationsList, snapshot: false, silent: true }, allowGlobalContext: true, debug: false };

/**
 * An ORM on an empty database (PGlite, or a fresh PostgreSQL database when the suite runs on PostgreSQL) that nothing
 * has migrated yet: a migration test takes it to the previous release, fills it as that release did, then migrates.
 */
export async function openUnmigratedOrm() {
  if (usesPostgres) {
    const database = await createPostgresDatabase();
    const orm = await PostgresOrm.init({ ...options, clientUrl: database.url });
    return { orm, close: async () => (await orm.close(true), await database.drop()) };
  }
  const pglite = await PGlite.create({ extensions: { vector } });
  const orm = await PgliteOrm.init({ ...options, dbName: 'postgres', driverOptions: { pglite } });
  return { orm, close: async () => (await orm.close(true), await pglite.close()) };
}
