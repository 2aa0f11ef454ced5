// Preloaded into a gateway (`node --import bench/api/query-log.mjs dist/main.js`) by `npm run bench -- api --queries`:
// appends every SQL statement the process sends through `pg` to QUERY_LOG_FILE, one JSON line each, so the bench
// can count the statements per request. Only for counting: the synchronous append makes every query slower.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.QUERY_LOG_FILE;
if (!file) throw new Error('QUERY_LOG_FILE is not set');
const require = createRequire(path.resolve(import.meta.dirname, '../../gateway/package.json'));
const { Client } = require('pg');
const query = Client.prototype.query;
Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (text) appendFileSync(file, `${JSON.stringify({ at: Date.now(), sql: text })}\n`);
  return query.call(this, config, ...rest);
};
