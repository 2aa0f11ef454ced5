import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aiEnvShape } from './ai-settings.js';
import { knowledgeEnvShape } from './knowledge-settings.js';
import { mailEnvShape } from './mail-settings.js';
import { secretSettings } from './secret-files.js';

/**
 * docker-compose.yml hands the gateway every setting of its providers (AI, knowledge base, email): an operator who
 * sets one in compose's .env reaches the gateway without editing the file. Secrets may come as `<NAME>_FILE`.
 */
const composeFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docker-compose.yml');

/** Settings compose leaves out on purpose, each with its reason. */
const leftOut: Record<string, string> = {
  ELASTICSEARCH_API_KEY: 'the bundled Elasticsearch signs in with the elastic_password secret; a key replaces it only for an external cluster (docs/deploy.md)',
  KNOWLEDGE_CRAWL_ALLOW_HOSTS: 'tests only: refused with NODE_ENV=production',
};

/** The keys of the gateway's shared environment block (`environment: &gateway-env`). */
function gatewayEnvironment(): Set<string> {
  const lines = readFileSync(composeFile, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes('environment: &gateway-env'));
  const indent = lines[start]!.search(/\S/);
  const keys = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (line.search(/\S/) <= indent) break;
    const key = /^\s*([A-Z0-9_]+):/.exec(line)?.[1];
    if (key) keys.add(key);
  }
  return keys;
}

test('docker-compose.yml passes every AI, knowledge-base and email setting to the gateway, or says why not', () => {
  const passed = gatewayEnvironment();
  expect(passed.size).toBeGreaterThan(10);
  const settings = [...new Set([...Object.keys(aiEnvShape), ...Object.keys(knowledgeEnvShape), ...Object.keys(mailEnvShape)])];
  const secret = new Set<string>(secretSettings);
  const missing = settings.filter((name) => !(name in leftOut) && !passed.has(name) && !(secret.has(name) && passed.has(`${name}_FILE`)));
  expect(missing).toEqual([]);
});
