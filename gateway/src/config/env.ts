import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { remotes } from '@gap/schema';
import { paymentEnvShape, resolvePaymentSettings, type PaymentSettings } from './payment-settings.js';

/** The repository root: the built microfrontends live in its workspaces. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z.url().optional();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(12 * 3600),
  TRUST_PROXY: bool.default(false),
  STATIC_ROOT: z.string().min(1).default(repoRoot),
  REMOTE_ASSESSMENT_URL: optionalUrl,
  REMOTE_BILLING_URL: optionalUrl,
  REMOTE_KNOWLEDGE_URL: optionalUrl,
  ...paymentEnvShape,
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  trustProxy: boolean;
  staticRoot: string;
  /** Remote name -> manifest URL configured by environment (absent: served by this gateway). */
  remoteOverrides: Partial<Record<string, string>>;
  /** The payment provider and its keys (see payment-settings.ts). */
  payments: PaymentSettings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once, refusing to start with a list of every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const payments = resolvePaymentSettings(e, isProduction);
  const problems = [...payments.problems];
  if (isProduction && !e.JWT_SECRET) problems.unshift('JWT_SECRET: required when NODE_ENV=production');
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  const remoteOverrides: Record<string, string> = {};
  for (const remote of remotes) {
    const url = e[remote.env];
    if (url) remoteOverrides[remote.name] = url;
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? embeddedJwtSecret(dataDir)),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY,
    staticRoot: path.resolve(e.STATIC_ROOT),
    remoteOverrides,
    payments: payments.settings,
  };
}

/** Embedded mode: a random secret generated on first start and kept (owner-only) in the data directory. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
