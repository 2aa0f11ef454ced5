import { randomBytes } from 'node:crypto';
import { createServices } from '../app/services.js';
import { loadConfig } from '../config/env.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { openDatabase, type Database } from '../db/orm.js';
import { createLogger } from '../lib/logger.js';

/**
 * `npm run reset-password -- <username>`: gives the user a new random password and signs them out everywhere.
 * In embedded mode stop the server first: only one process may open the PGlite data directory.
 */
const username = process.argv[2];
if (!username) {
  console.error('usage: npm run reset-password -- <username>');
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger('warn');
let database: Database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, migrationLockTimeoutSeconds: config.migrationLockTimeoutSeconds, dataDir: config.dataDir, logger });
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const password = randomBytes(12).toString('base64url');
  const done = await (await createServices(config)).auth.resetPassword(database.orm.em.fork(), username, password);
  if (!done) {
    console.error(`No user named ${username}.`);
    process.exitCode = 1;
  } else {
    console.log(`New password for ${username}: ${password}\nEvery earlier session of this user is signed out.`);
  }
} finally {
  await database.close();
}
