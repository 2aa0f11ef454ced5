import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { createPostgresDatabase, usesPostgres } from '../testing/test-app.js';
import { openDatabase } from './orm.js';

test('no SQL reaches the logs, even with MIKRO_ORM_DEBUG set: a logged query would carry its parameters (secrets) inlined', async () => {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  const logger = { debug: capture, info: capture, warn: capture, error: capture, trace: capture, fatal: capture, child: () => logger } as unknown as Logger;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orm-logging-'));
  const previous = process.env.MIKRO_ORM_DEBUG;
  process.env.MIKRO_ORM_DEBUG = 'true';
  const server = usesPostgres ? await createPostgresDatabase() : undefined;
  // A migrated copy: the test is about what a query logs, not initdb (the migrations are checked on opening all the same).
  if (!server) await seedPgliteDataDir(dataDir);
  const database = await openDatabase({ dataDir, logger, ...(server ? { databaseUrl: server.url } : {}) });
  try {
    await database.orm.em.fork().execute('select ?::text as "x"', ['argon2id-hash-SECRET']);
    expect(lines.filter((line) => line.includes('argon2id-hash-SECRET'))).toEqual([]);
    expect(lines.filter((line) => /select/i.test(line))).toEqual([]);
  } finally {
    if (previous === undefined) delete process.env.MIKRO_ORM_DEBUG;
    else process.env.MIKRO_ORM_DEBUG = previous;
    await database.close();
    await server?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
