import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envReferencePath, envVariableNames, renderEnvReference, undescribedVariables } from './env-reference.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const regenerate = 'run `npm run build -w gateway && npx node scripts/env-reference.mjs` and commit docs/environment.md';

test('every environment variable of the configuration schema has a .describe() text', () => {
  expect(undescribedVariables()).toEqual([]);
});

test(`${envReferencePath} is what the configuration schema generates (${regenerate})`, () => {
  const onDisk = readFileSync(path.join(repoRoot, envReferencePath), 'utf8');
  const rendered = renderEnvReference();
  if (onDisk !== rendered) {
    const line = onDisk.split('\n').findIndex((text, i) => text !== rendered.split('\n')[i]);
    throw new Error(`${envReferencePath} is stale from line ${line + 1} (${JSON.stringify(rendered.split('\n')[line])}): ${regenerate}`);
  }
  expect(onDisk).toBe(rendered);
});

test('the reference names every variable the gateway reads, each once', () => {
  const rendered = renderEnvReference();
  for (const name of envVariableNames()) expect(rendered.match(new RegExp(`^\\| \`${name}\``, 'gm'))).toHaveLength(1);
});
