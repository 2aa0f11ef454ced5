import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblems } from '../testing/config-problems.js';
import { loadConfig } from './env.js';

const dir = mkdtempSync(path.join(tmpdir(), 'gap-secrets-'));
const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gap-secrets-data-')) });
function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content, { mode: 0o600 });
  return file;
}

test('a secret read from NAME_FILE (a Docker or Kubernetes secret), its trailing line break dropped', () => {
  const jwt = 's'.repeat(40);
  const config = loadConfig({
    ...base(),
    JWT_SECRET_FILE: secretFile('jwt', `${jwt}\n`),
    DATABASE_URL_FILE: secretFile('db', 'postgres://gap:secret@127.0.0.1:5432/gap\n'),
    STRIPE_SECRET_KEY_FILE: secretFile('sk', 'sk_test_abc123'),
    STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  });
  expect(Buffer.from(config.jwtSecret).toString()).toBe(jwt);
  expect(config.databaseUrl).toBe('postgres://gap:secret@127.0.0.1:5432/gap');
  expect(config.payments).toMatchObject({ provider: 'stripe', secretKey: 'sk_test_abc123' });
});

test('both NAME and NAME_FILE, a missing, empty or oversized file: refused, naming the setting and never the content', () => {
  const problems = configProblems({
    ...base(),
    JWT_SECRET: 'j'.repeat(40),
    JWT_SECRET_FILE: secretFile('jwt-too', 'k'.repeat(40)),
    OPENAI_API_KEY_FILE: path.join(dir, 'missing'),
    STRIPE_WEBHOOK_SECRET_FILE: secretFile('empty', '\n'),
    ELASTICSEARCH_PASSWORD_FILE: secretFile('huge', 'p'.repeat(70 * 1024)),
  });
  expect(problems).toEqual([
    'JWT_SECRET_FILE: JWT_SECRET is set too; set one of the two',
    `STRIPE_WEBHOOK_SECRET_FILE: ${path.join(dir, 'empty')} is empty`,
    `OPENAI_API_KEY_FILE: ${path.join(dir, 'missing')} cannot be read (ENOENT)`,
    `ELASTICSEARCH_PASSWORD_FILE: ${path.join(dir, 'huge')} is larger than 64 KB`,
  ]);
  expect(problems.join('\n')).not.toContain('k'.repeat(40));
  // A file set to the empty string counts as unset, like every other variable.
  expect(configProblems({ ...base(), JWT_SECRET_FILE: '' })).toEqual([]);
});
