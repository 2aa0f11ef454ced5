import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { SqlEntityManager, SqlMikroORM } from '@mikro-orm/sql';
import type { Client, Pool } from 'pg';
import type { Logger } from '../lib/logger.js';
import { lockDataDir } from './data-dir-lock.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';
import { DatabaseNamingStrategy } from './naming-strategy.js';
import { asPGlite, PGliteThread } from './pglite-thread.js';

/** The only place that knows which engine runs: PostgreSQL when DATABASE_URL is set, PGlite on disk otherwise. */
export type Orm = SqlMikroORM;
export type Em = SqlEntityManager;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL only: connections held at most (default 10). */
  poolMax?: number;
  /** PostgreSQL only: how long to wait for another process's migrations (default 120 s). */
  migrationLockTimeoutSeconds?: number;
  dataDir: string;
  logger: Logger;
}

export interface Database {
  orm: Orm;
  /** PostgreSQL: the connection pool's counts, as pg keeps them (PGlite is one connection, in its own thread: absent). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite: the embedded database's LISTEN (PostgreSQL's is the change feed's own connection). */
  listen?(channel: string, listener: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase({ databaseUrl, poolMax = 10, migrationLockTimeoutSeconds = 120, dataDir, logger }: DatabaseOptions): Promise<Database> {
  const common: Partial<Options> = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, silent: true },
    namingStrategy: DatabaseNamingStrategy,
    schemaGenerator: {
      // Tables that only repositories' SQL touches (no entity maps them): their migrations are their description.
      skipTables: [...tablesWithoutEntity],
    },
    allowGlobalContext: false,
    logger: (message) => logger.debug({ orm: true }, message),
    // No SQL in the logs, whatever MIKRO_ORM_DEBUG says: a logged query carries its parameters inlined
    // (password hashes, token ids). The ORM's own messages still go to the logger.
    debug: false,
  };
  let orm: Orm;
  let pglite: PGliteThread | undefined;
  let unlock = () => undefined as void;
  let poolStats: Database['poolStats'];
  // Only the engine in use is loaded.
  if (databaseUrl) {
    const { MikroORM: PostgresMikroORM } = await import('@mikro-orm/postgresql');
    const postgres = await PostgresMikroORM.init({ ...common, clientUrl: databaseUrl, pool: { min: 0, max: poolMax } });
    orm = postgres as unknown as Orm;
    // pg's Pool (PostgreSqlConnection.getNativeClient), whose counts the metrics report.
    const pool = (await postgres.em.getConnection().getNativeClient()) as Pool;
    poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax });
  } else {
    const dbDir = path.join(dataDir, 'db');
    mkdirSync(dbDir, { recursive: true, mode: 0o700 });
    // One PGlite instance a process: it owns the data directory, and a second process is refused.
    unlock = lockDataDir(dbDir);
    try {
      const { MikroORM: PgliteMikroORM } = await import('@mikro-orm/pglite');
      // In a thread of its own, so a long statement never holds other users' requests (pglite-thread.ts), with
      // pgvector for the knowledge base's embeddings (see the knowledge migration).
      const thread = await PGliteThread.create(dbDir);
      pglite = thread;
      // A function, which the ORM's deep copy of its options keeps as it is (an instance would be cloned).
      orm = (await PgliteMikroORM.init({ ...common, dbName: 'postgres', driverOptions: { pglite: () => asPGlite(thread) } })) as Orm;
    } catch (error) {
      await pglite?.close();
      unlock();
      throw error;
    }
  }
  try {
    if (databaseUrl) await migrateExclusively(orm, databaseUrl, migrationLockTimeoutSeconds);
    else await orm.migrator.up();
  } catch (error) {
    await orm.close(true);
    await pglite?.close();
    unlock();
    throw error;
  }
  const embedded = pglite;
  return {
    orm,
    poolStats,
    ...(embedded ? { listen: (channel: string, listener: (payload: string) => void) => embedded.listen(channel, listener) } : {}),
    async close() {
      await orm.close(true);
      await pglite?.close();
      unlock();
    },
  };
}

/**
 * Tables kept by repository SQL alone (queues, leases, throttles, caches of files): an entity would add nothing the
 * code reads, so the ORM's schema diff leaves them out by name.
 */
export const tablesWithoutEntity = [
  'analysis_free_runs',
  'app_meta',
  'document_extraction_jobs',
  'document_files',
  'knowledge_chunks',
  'knowledge_reembed_jobs',
  'leases',
  'project_presence',
  'revoked_tokens',
  'throttle_windows',
  'trial_example_jobs',
  'mikro_orm_migrations',
] as const;

/** The advisory lock key of the migrations ('gapmigr' in ASCII): any bigint the product uses for nothing else. */
const migrationLockKey = '29099058101053298';

/**
 * Gateways started together on one PostgreSQL database migrate one at a time: MikroORM's migrator takes no lock,
 * and two running the same DDL at once fail (a duplicate `pg_type` row). A session advisory lock, held on a
 * connection of its own for the length of the migration, makes the others wait; each then finds nothing left to run.
 * The lock goes with the connection, so a process that dies while migrating releases it.
 */
async function migrateExclusively(orm: Orm, databaseUrl: string, timeoutSeconds: number): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set lock_timeout = '${Math.round(timeoutSeconds)}s'`);
    try {
      await client.query(`select pg_advisory_lock(${migrationLockKey}::bigint)`);
    } catch (error) {
      // 55P03 lock_not_available: lock_timeout ran out while another process held the lock.
      if ((error as { code?: string }).code === '55P03') throw new MigrationLockTimeoutError(timeoutSeconds);
      throw error;
    }
    await refuseForeignDatabase(client);
    await orm.migrator.up();
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL naming another application's database: tables in the schema the gateway migrates (public) but no
 * migration table of ours, or one that lists none of our migrations. Migrating would mix our tables into theirs
 * (or fail half-way on a name they use), so the start stops, naming the database and some of its tables.
 * Tables an extension owns (PostGIS's spatial_ref_sys) do not count: an empty database may have them.
 */
async function refuseForeignDatabase(client: Client): Promise<void> {
  const { rows } = await client.query<{ database: string; schema: string; tables: string[]; ours: boolean }>(
    `select current_database() as "database", current_schema() as "schema",
       coalesce(array_agg(c.relname::text order by c.relname) filter (where c.relname is not null), '{}') as "tables",
       bool_or(c.relname = $1) is true as "ours"
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
     where c.relkind in ('r', 'p', 'v', 'm', 'f')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`,
    [migrationTable],
  );
  const { database, schema, tables, ours } = rows[0]!;
  if (!tables.length) return;
  if (ours) {
    const { rows: logged } = await client.query<{ name: string }>(`select "name" from "${migrationTable}"`);
    const known = new Set(migrationsList.map((m) => m.name));
    if (!logged.length || logged.some((row) => known.has(row.name.replace(/\.(js|ts)$/, '')))) return;
  }
  throw new ForeignDatabaseError(database, schema, tables, ours);
}

/** The table in which MikroORM records the migrations it ran (its default name). */
const migrationTable = 'mikro_orm_migrations';

export class ForeignDatabaseError extends Error {
  constructor(database: string, schema: string, tables: string[], hasMigrationTable: boolean) {
    const shown = tables.slice(0, 5).map((t) => `"${t}"`).join(', ') + (tables.length > 5 ? ` and ${tables.length - 5} more` : '');
    const why = hasMigrationTable
      ? `its "${migrationTable}" table lists none of this gateway's migrations`
      : `it has no "${migrationTable}" table`;
    super(
      `The database "${database}" (DATABASE_URL) belongs to another application: its schema "${schema}" holds ${tables.length} table(s) (${shown}) and ${why}. ` +
        'The gateway migrates only an empty database or its own: point DATABASE_URL at an empty database (CREATE DATABASE ...) or at this product\'s.',
    );
    this.name = 'ForeignDatabaseError';
  }
}

export class MigrationLockTimeoutError extends Error {
  constructor(seconds: number) {
    super(
      `Another gateway has been migrating this database for over ${seconds} s (the migration lock is held): wait for it to finish and start again, ` +
        'or raise MIGRATION_LOCK_TIMEOUT_SECONDS. A gateway killed while migrating releases the lock with its connection.',
    );
    this.name = 'MigrationLockTimeoutError';
  }
}

export async function isDatabaseReachable(orm: Orm): Promise<boolean> {
  try {
    await orm.em.fork().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
