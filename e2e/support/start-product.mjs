// Starts the product exactly as `npm start` does, on a fresh data directory (PORT and DATA_DIR from the environment).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = path.resolve(e2eDir, process.env.DATA_DIR ?? '.artifacts/data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.chdir(path.dirname(e2eDir));
await import('../../scripts/start.mjs');
