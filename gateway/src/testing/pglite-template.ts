import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { migrationsList } from '../db/migrations/index.js';
import { openDatabase } from '../db/orm.js';
import { testTempRoot } from './temp-root.js';

/**
 * A migrated PGlite data directory, made once and copied into each test gateway's DATA_DIR. Creating a
 * PGlite database runs initdb (9-18 s on this 2-core machine) and then every migration; opening a copy
 * takes under a second. The template is made by the product's own openDatabase, so the copy is what a
 * first start would have built. It is keyed by the migrations' source, so a changed migration makes a new one.
 */
const templateKey = createHash('sha256')
  .update(migrationsList.map((m) => `${m.name}\n${String(m.class)}`).join('\n'))
  .digest('hex')
  .slice(0, 16);

const templateDir = path.join(testTempRoot, `gap-pglite-template-${templateKey}`);
let made: Promise<void> | undefined;

async function makeTemplate(): Promise<void> {
  if (existsSync(templateDir)) return;
  // Built beside the final path and renamed into place: a second jest process building at the same time
  // finds the directory whole or not at all.
  const building = `${templateDir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const database = await openDatabase({ dataDir: building, logger: pino({ level: 'silent' }) });
    await database.close();
    try {
      renameSync(building, templateDir);
    } catch (error) {
      if (!existsSync(templateDir)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Puts a migrated embedded database into `dataDir` (as `<dataDir>/db`) unless one is there already. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'db');
  if (existsSync(target)) return;
  made ??= makeTemplate().catch((error) => {
    made = undefined;
    throw error;
  });
  await made;
  mkdirSync(dataDir, { recursive: true });
  cpSync(path.join(templateDir, 'db'), target, { recursive: true, filter: (source) => path.basename(source) !== 'gateway.pid' });
}
