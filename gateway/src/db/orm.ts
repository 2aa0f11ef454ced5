import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Client, Pool } from 'pg';
import type { Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { SqlEntityManager, SqlMikroORM } from '@mikro-orm/sql';
import type { Logger } from '../lib/logger.js';
import { lockDataDir } from './data-dir-lock.js';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

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
  /** PostgreSQL: the connection pool's counts, as pg keeps them (PGlite is one in-process connection: absent). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export async function openDatabase({ databaseUrl, poolMax = 10, migrationLockTimeoutSeconds = 120, dataDir, logger }: DatabaseOptions): Promise<Database> {
  const common: Partial<Options> = {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, snapshot: false, silent: true },
    allowGlobalContext: false,
    logger: (message) => logger.debug({ orm: true }, message),
    // No SQL in the logs, whatever MIKRO_ORM_DEBUG says: a logged query carries its parameters inlined
    // (password hashes, token ids). The ORM's own messages still go to the logger.
    debug: false,
  };
  let orm: Orm;
  let pglite: PGlite | undefined;
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
      const [{ PGlite }, { vector }, { MikroORM: PgliteMikroORM }] = await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite-pgvector'),
        import('@mikro-orm/pglite'),
      ]);
      // pgvector for the knowledge base's embeddings (see the knowledge migration).
      pglite = await PGlite.create({ dataDir: dbDir, extensions: { vector } });
      orm = (await PgliteMikroORM.init({ ...common, dbName: 'postgres', driverOptions: { pglite } })) as Orm;
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
  return {
    orm,
    poolStats,
    async close() {
      await orm.close(true);
      await pglite?.close();
      unlock();
    },
  };
}

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
    await orm.migrator.up();
  } finally {
    await client.end();
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
