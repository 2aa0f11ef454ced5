import { readFileSync, statSync } from 'node:fs';

/** The settings that may come from a file (Docker and Kubernetes secrets) as `NAME_FILE`. */
export const secretSettings = [
  'JWT_SECRET',
  'DATABASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'OPENAI_API_KEY',
  'ELASTICSEARCH_PASSWORD',
  'ELASTICSEARCH_API_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
] as const;

/** A secret file larger than this is not a secret but a mistake (a directory listing, a certificate chain). */
const maxSecretFileBytes = 64 * 1024;

/**
 * The environment with every `NAME_FILE` read into `NAME` (its content without the trailing line break), and the
 * problems found: both set, a file that cannot be read, an empty or oversized one. A problem names the setting and
 * the path, never the content.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const name of secretSettings) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '') {
      problems.push(`${name}_FILE: ${name} is set too; set one of the two`);
      continue;
    }
    try {
      if (statSync(file).size > maxSecretFileBytes) {
        problems.push(`${name}_FILE: ${file} is larger than ${maxSecretFileBytes / 1024} KB`);
        continue;
      }
      const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (!value) problems.push(`${name}_FILE: ${file} is empty`);
      else resolved[name] = value;
    } catch (error) {
      problems.push(`${name}_FILE: ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: resolved, problems };
}
