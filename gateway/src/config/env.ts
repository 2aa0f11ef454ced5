import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { remotes } from '@gap/schema';
import type { BodyPace } from '../http/body-pace.js';
import { aiEnvShape, resolveAiSettings, type AiSettings } from './ai-settings.js';
import { optional } from './env-helpers.js';
import { knowledgeEnvShape, resolveKnowledgeSettings, type KnowledgeSettings } from './knowledge-settings.js';
import { mailEnvShape, resolveMailSettings, type MailSettings } from './mail-settings.js';
import { paymentEnvShape, resolvePaymentSettings, type PaymentSettings } from './payment-settings.js';
import { withSecretFiles } from './secret-files.js';
import { resolveTrialSettings, trialEnvShape, type TrialSettings } from './trial-settings.js';

/** The repository root: the built microfrontends live in its workspaces. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z.url().optional();

/**
 * Every setting the gateway reads, each with what it means: `.describe()` texts are the environment-variable reference
 * (docs/environment.md is generated from them by scripts/env-reference.mjs, and a test fails when it is stale).
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe(
      '`production` refuses to start on an unsafe setting (listing every one: see docs/configuration.md), sends HSTS and a CSP with `upgrade-insecure-requests`, and turns GraphQL introspection and "Did you mean" suggestions off.',
    ),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe("The gateway's HTTP port (0: any free port)."),
  HOST: z
    .string()
    .min(1)
    .optional()
    .describe('The address the gateway listens on. Unset: `127.0.0.1` (this machine only), or `0.0.0.0` with NODE_ENV=production.'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('The embedded mode\'s directory, kept owner-only (700): the PGlite database, and the signing secret generated on first start when JWT_SECRET is unset.'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .describe(
      "PostgreSQL (`postgres://…` or `postgresql://…`); several gateways may share it. Unset: the embedded PGlite database in DATA_DIR, one process only. Migrations run at start, one gateway at a time; a database holding another application's tables and none of ours is refused.",
    ),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(2)
    .max(200)
    .default(10)
    .describe("PostgreSQL connections this process may hold at once; the change feed's listener is one more. Keep the sum over all gateways under PostgreSQL's `max_connections`."),
  MIGRATION_LOCK_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(120)
    .describe("PostgreSQL: how long a starting gateway waits for another's migrations before it exits with a message."),
  ALLOW_EMBEDDED_DATABASE: z
    .enum(['true', 'false'])
    .default('false')
    .describe('`true`: NODE_ENV=production may run on the embedded database (one process on one machine); otherwise production needs DATABASE_URL.'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('The level of the JSON logs (pino) on stdout.'),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe(
      'The HS256 secret that signs sign-in tokens, the same on every gateway of an installation (32+ characters; with NODE_ENV=production required, and random: about 96 bits or more, e.g. `openssl rand -base64 48`). Unset otherwise: generated on first start and kept in `DATA_DIR/jwt-secret` (mode 600).',
    ),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(12 * 3600)
    .describe('How long a sign-in token is valid (12 h by default). Personal API tokens have expiries of their own.'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (e.g. 1) or a comma-separated list of addresses/subnets (e.g. 10.0.0.0/8); "true" would trust any X-Forwarded-For' });
      return trust ?? false;
    })
    .describe(
      'The reverse proxies in front of the gateway: `false`, their hop count (`1`), or their addresses/subnets (`10.0.0.0/8,…`). Never `true`, which would trust any X-Forwarded-For and let a client choose the address the throttles count.',
    ),
  STATIC_ROOT: z
    .string()
    .min(1)
    .optional()
    .describe("Where the built web client is read from: the `mf-*/dist` folders under it. Unset: the repository's root (the production smoke test points it at a copy of the builds)."),
  REMOTE_ASSESSMENT_URL: optionalUrl.describe(remoteUrlText('assessment')),
  REMOTE_BILLING_URL: optionalUrl.describe(remoteUrlText('billing')),
  REMOTE_KNOWLEDGE_URL: optionalUrl.describe(remoteUrlText('knowledge')),
  REMOTE_LOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(120_000)
    .default(10_000)
    .describe("How long the shell waits for a remote's files before it shows the section's error panel with Retry (sent in `/remotes.json`)."),
  PUBLIC_HTTP_ONLY: z
    .enum(['true', 'false'])
    .default('false')
    .describe(
      "`true`: production reached over plain http on purpose (compose's http-only mode, a trial on a private network): no HSTS and no `upgrade-insecure-requests`, which would make browsers ask for https that nobody serves.",
    ),
  ENCODER_WARM_START: z
    .enum(['true', 'false'])
    .default('true')
    .describe(
      'Load the embedded sentence encoder and embed the question bank in the background right after start (about 9 s of one core), and the workbook library, so the first analysis and export after a restart are as quick as later ones (`npm run bench -- first-run`: 8.1 s -> 1.9 s; later runs 1.2 s). `false` loads them on first use (test gateways started in bulk).',
    ),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20).describe('Accounts one IP address may register per hour (counted across gateways).'),
  QUOTA_DOCUMENTS_PER_PROJECT: z.coerce.number().int().min(1).default(200).describe('Documents per project; one more answers 409.'),
  QUOTA_STORAGE_BYTES_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3)
    .describe("Bytes of documents one user may store (2 GiB by default); past it 413."),
  QUOTA_PROJECTS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .default(200)
    .describe("Projects one user may own, the trial's example included; one more answers 409 naming the limit."),
  WORKSPACES_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(50)
    .describe('Workspaces one user may belong to (their personal one included); creating or joining one more answers 409.'),
  INVITATIONS_PER_WORKSPACE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10000)
    .default(50)
    .describe('Invitations an owner may create per workspace and hour; more answer 429.'),
  INVITATION_TTL_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(7)
    .describe('Days an invitation link stays valid (single use, revocable).'),
  ANALYSIS_MAX_QUEUED_RUNS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(3)
    .describe('AI analysis runs one user may have queued or running at once, over all projects; one more answers 429 with `Retry-After`.'),
  ANALYSIS_FREE_RUNS_PER_MONTH: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(5)
    .describe(
      "AI analysis runs one user may start per calendar month (UTC) on projects no credit was spent on, shared by those projects; past them 402. A project with credits spent keeps its runs per credit and does not draw on them.",
    ),
  UPLOADS_MAX_CONCURRENT: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(6)
    .describe("Uploads this process reads at once (each holds its slot while its extraction job waits and runs); per process, so it scales with the gateways."),
  UPLOADS_MAX_CONCURRENT_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(2)
    .describe("Uploads one user may have in progress at once (counted across gateways on PostgreSQL); one more answers 429."),
  UPLOADS_QUEUE_LENGTH: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(200)
    .describe("Uploads that wait for one of the process's slots, their bodies unread while they wait; one more answers 503 with `Retry-After`."),
  UPLOADS_QUEUE_WAIT_SECONDS: z.coerce.number().min(1).max(600).default(60).describe('How long an upload waits in that queue before it answers 503 with `Retry-After`.'),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024 * 1024)
    .default(64 * 1024)
    .describe(
      "Once the server reads an upload's body, it must arrive at this rate or faster, averaged over the last UPLOAD_RATE_WINDOW_SECONDS (checked from that long after reading began); otherwise 408 and the connection is closed, so a trickle cannot hold a slot.",
    ),
  UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().min(0.2).max(600).default(10).describe('The window over which an upload\'s rate is averaged (see UPLOAD_MIN_BYTES_PER_SECOND).'),
  UPLOAD_BODY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(180).describe("An upload's body must be whole within this long once reading began; otherwise 408."),
  EXTRACTION_MAX_CONCURRENT: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(2)
    .describe('Document extractions this process runs at once, each in a worker thread (the knowledge base\'s PDF reader too); none with WORKERS=0.'),
  EXTRACTION_MAX_HEAP_MB: z.coerce
    .number()
    .int()
    .min(32)
    .max(4096)
    .default(512)
    .describe("The heap of one extraction's worker thread; a document that needs more fails (422). An extraction also stops after 10 s plus 2.5 s per MB, at most 60 s."),
  EXTRACTION_JOB_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(7)
    .describe(
      'Days an ended extraction job (its outcome; its file is freed at the end) is kept before the worker gateways delete it, 500 at a time. At least one: the waiting upload and the watchers of the project\'s extractions read its end right after it.',
    ),
  EXTRACTION_CLAIM_WAIT_SECONDS: z.coerce
    .number()
    .min(1)
    .max(3600)
    .default(300)
    .describe(
      "How long an upload waits for a gateway's worker to take its file: a file no worker took by then (every gateway API-only, or the workers busy that long) is withdrawn and the upload answers 503 with `Retry-After`, storing nothing.",
    ),
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(600)
    .describe('Requests one personal API token may make per minute, per gateway process (behind N gateways up to N times as many); past it 429 with `Retry-After`.'),
  WORKERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1)
    .default(1)
    .describe('`0`: this gateway serves the API only and processes no analysis run, crawl or extraction (needs DATABASE_URL); `1`: it works too.'),
  WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(32)
    .default(2)
    .describe('Analysis runs this gateway processes at once (crawls are counted apart: one per installation).'),
  WORKER_STALE_AFTER_SECONDS: z.coerce
    .number()
    .min(1)
    .max(3600)
    .default(30)
    .describe("A running analysis run, crawl or extraction whose gateway has not heart-beaten this long belongs to a dead gateway: it is queued again and another gateway takes it over."),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in an Authorization header)')).describe(
    'Prometheus metrics at `GET /metrics` on the gateway\'s port to a caller sending `Authorization: Bearer <token>` (16+ printable characters; wrong or missing: 401). With METRICS_PORT, required on that listener instead. Neither set: no metrics (404). See docs/metrics.md.',
  ),
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)).describe(
    "Serve `/metrics` on a listener of its own, on METRICS_HOST (0: any free port, for tests); the gateway's port then answers 404 there.",
  ),
  METRICS_HOST: optional(z.string().min(1)).describe('The address of the METRICS_PORT listener (unset: `127.0.0.1`, this machine only); read only with METRICS_PORT, so it can be passed through unconditionally.'),
  ...paymentEnvShape,
  ...aiEnvShape,
  ...knowledgeEnvShape,
  ...trialEnvShape,
  ...mailEnvShape,
});

function remoteUrlText(remote: string): string {
  return `The ${remote} microfrontend's manifest (\`…/mf-manifest.json\`) when it is served from an origin of its own; unset: the gateway serves the one it built under \`/mf/${remote}/\`. Listed in \`/remotes.json\` and allowed by the CSP.`;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolMax: number;
  migrationLockTimeoutSeconds: number;
  logLevel: string;
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  /** Express's "trust proxy": false, a hop count, or the proxies' addresses/subnets. */
  trustProxy: false | number | string[];
  staticRoot: string;
  /** Remote name -> manifest URL configured by environment (absent: served by this gateway). */
  remoteOverrides: Partial<Record<string, string>>;
  remoteLoadTimeoutMs: number;
  /** Production served over plain http, chosen explicitly (PUBLIC_HTTP_ONLY=true): no HSTS, no upgrade-insecure-requests. */
  publicHttpOnly: boolean;
  /** Load the embedded encoder right after start (ENCODER_WARM_START). */
  encoderWarmStart: boolean;
  /** The payment provider and its keys (see payment-settings.ts). */
  payments: PaymentSettings;
  /** The analysis engine: offline, or an OpenAI-compatible model (see ai-settings.ts). */
  ai: AiSettings;
  /** Knowledge base: search index, embeddings and crawler settings (see knowledge-settings.ts). */
  knowledge: KnowledgeSettings;
  /** What a new account receives: trial credits and the example project (see trial-settings.ts). */
  trial: TrialSettings;
  /** Invitation email: the SMTP server (absent: none is sent) and the sender (see mail-settings.ts). */
  mail: MailSettings;
  registrationsPerIpPerHour: number;
  quotas: { documentsPerProject: number; storageBytesPerUser: number; projectsPerUser: number };
  workspaces: { workspacesPerUser: number; invitationsPerHour: number; invitationTtlDays: number };
  /** Analysis runs per user: queued or running at once, and free per calendar month (UTC) on projects without a credit spent. */
  analysisLimits: { maxQueuedRunsPerUser: number; freeRunsPerMonth: number };
  /** Concurrent uploads (each waits for its extraction job), the extraction jobs this process runs at once, and how long ended ones are kept. */
  work: {
    uploadsGlobal: number;
    uploadsPerUser: number;
    uploadsQueue: number;
    uploadsQueueWaitMs: number;
    /** How fast an upload's body must arrive once read (see UPLOAD_MIN_BYTES_PER_SECOND). */
    uploadPace: BodyPace;
    extractionsGlobal: number;
    extractionMaxHeapMb: number;
    extractionJobRetentionDays: number;
    /** An upload whose file no worker took within this long is withdrawn (503). */
    extractionClaimWaitMs: number;
  };
  /** Requests one API token may make per minute (per gateway process); past it 429 with Retry-After. */
  apiTokens: { requestsPerMinute: number };
  /**
   * Analysis workers of this process: off in an API-only process; runs at once; a run whose owner has not
   * heart-beaten for staleAfterSeconds is taken over by another gateway.
   */
  workers: { enabled: boolean; concurrency: number; staleAfterSeconds: number };
  /**
   * Prometheus metrics (see docs/metrics.md): off when neither token nor port is set; with a port, served on
   * host:port only; otherwise on the gateway's port to a caller presenting the token.
   */
  metrics: { enabled: boolean; token?: string; port?: number; host: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads the environment once, refusing to start with a list of every bad variable. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const secrets = withSecretFiles(rawEnv);
  if (secrets.problems.length) throw new ConfigError(secrets.problems);
  const env = secrets.env;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const invalid = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    // Production's own refusals are listed too, so one attempt shows every problem.
    const named = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    const unsafe = env.NODE_ENV === 'production' ? unsafeInProduction(env).filter((p) => !named.has(p.slice(0, p.indexOf(':')))) : [];
    throw new ConfigError([...invalid, ...unsafe]);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const payments = resolvePaymentSettings(e, isProduction);
  const ai = resolveAiSettings(e);
  const knowledge = resolveKnowledgeSettings(e, isProduction);
  const problems = [...new Set([...(isProduction ? unsafeInProduction(env) : []), ...payments.problems, ...ai.problems, ...knowledge.problems])];
  if (e.WORKERS === 0 && !e.DATABASE_URL) problems.push('WORKERS: 0 (API only) needs DATABASE_URL; with the embedded database this process is the only one that can process analysis runs, crawls and document extractions');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) problems.push(`METRICS_PORT: ${e.METRICS_PORT} is the gateway's PORT too; choose another port, or leave METRICS_PORT unset to serve /metrics on PORT with METRICS_TOKEN`);
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  // Whatever mode, and whether or not the signing secret lives in it: the database and uploads are in there.
  ensurePrivateDir(dataDir);
  const remoteOverrides: Record<string, string> = {};
  for (const remote of remotes) {
    const url = e[remote.env];
    if (url) remoteOverrides[remote.name] = url;
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Embedded mode serves this machine only unless told otherwise; production serves the network.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    migrationLockTimeoutSeconds: e.MIGRATION_LOCK_TIMEOUT_SECONDS,
    logLevel: e.LOG_LEVEL,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? embeddedJwtSecret(dataDir)),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    trustProxy: e.TRUST_PROXY,
    staticRoot: path.resolve(e.STATIC_ROOT ?? repoRoot),
    remoteOverrides,
    remoteLoadTimeoutMs: e.REMOTE_LOAD_TIMEOUT_MS,
    publicHttpOnly: e.PUBLIC_HTTP_ONLY === 'true',
    encoderWarmStart: e.ENCODER_WARM_START === 'true',
    payments: payments.settings,
    ai: ai.settings,
    knowledge: knowledge.settings,
    trial: resolveTrialSettings(e, isProduction),
    mail: resolveMailSettings(e),
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    quotas: { documentsPerProject: e.QUOTA_DOCUMENTS_PER_PROJECT, storageBytesPerUser: e.QUOTA_STORAGE_BYTES_PER_USER, projectsPerUser: e.QUOTA_PROJECTS_PER_USER },
    workspaces: { workspacesPerUser: e.WORKSPACES_PER_USER, invitationsPerHour: e.INVITATIONS_PER_WORKSPACE_PER_HOUR, invitationTtlDays: e.INVITATION_TTL_DAYS },
    analysisLimits: { maxQueuedRunsPerUser: e.ANALYSIS_MAX_QUEUED_RUNS_PER_USER, freeRunsPerMonth: e.ANALYSIS_FREE_RUNS_PER_MONTH },
    work: {
      uploadsGlobal: e.UPLOADS_MAX_CONCURRENT,
      uploadsPerUser: e.UPLOADS_MAX_CONCURRENT_PER_USER,
      uploadsQueue: e.UPLOADS_QUEUE_LENGTH,
      uploadsQueueWaitMs: e.UPLOADS_QUEUE_WAIT_SECONDS * 1000,
      uploadPace: {
        minBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
        windowMs: e.UPLOAD_RATE_WINDOW_SECONDS * 1000,
        timeoutMs: e.UPLOAD_BODY_TIMEOUT_SECONDS * 1000,
      },
      extractionsGlobal: e.EXTRACTION_MAX_CONCURRENT,
      extractionMaxHeapMb: e.EXTRACTION_MAX_HEAP_MB,
      extractionJobRetentionDays: e.EXTRACTION_JOB_RETENTION_DAYS,
      extractionClaimWaitMs: e.EXTRACTION_CLAIM_WAIT_SECONDS * 1000,
    },
    apiTokens: { requestsPerMinute: e.API_TOKEN_REQUESTS_PER_MINUTE },
    workers: { enabled: e.WORKERS !== 0, concurrency: e.WORKER_CONCURRENCY, staleAfterSeconds: e.WORKER_STALE_AFTER_SECONDS },
    metrics: { enabled: e.METRICS_TOKEN !== undefined || e.METRICS_PORT !== undefined, token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' },
  };
}

/**
 * What production refuses, read from the raw environment so the list is complete even when other variables
 * are invalid: no signing secret, the embedded database (unless ALLOW_EMBEDDED_DATABASE=true), the test-only
 * crawl allowlist, and the demo payment provider unless PAYMENT_PROVIDER=demo says so; a predictable signing secret
 * (`estimatedEntropyBits`). A short secret is refused in every mode by the schema.
 */
function unsafeInProduction(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.JWT_SECRET) problems.push('JWT_SECRET: required when NODE_ENV=production');
  else if (env.JWT_SECRET.length >= 32 && estimatedEntropyBits(env.JWT_SECRET) < minSecretEntropyBits) {
    problems.push(
      `JWT_SECRET: too predictable (about ${Math.floor(estimatedEntropyBits(env.JWT_SECRET))} bits; at least ${minSecretEntropyBits} when NODE_ENV=production): use a random value, e.g. \`openssl rand -base64 48\``,
    );
  }
  if (!env.DATABASE_URL && env.ALLOW_EMBEDDED_DATABASE !== 'true') {
    problems.push('DATABASE_URL: required when NODE_ENV=production (the embedded database serves one process on one machine; set ALLOW_EMBEDDED_DATABASE=true for a single-machine install)');
  }
  if (env.KNOWLEDGE_CRAWL_ALLOW_HOSTS) problems.push('KNOWLEDGE_CRAWL_ALLOW_HOSTS: not allowed when NODE_ENV=production');
  if (!env.STRIPE_SECRET_KEY && !env.PAYMENT_PROVIDER) {
    problems.push('STRIPE_SECRET_KEY: required when NODE_ENV=production (or set PAYMENT_PROVIDER=demo to run the demo provider, which takes no real payment)');
  }
  return problems;
}

/** What a production signing secret must carry: 32 random hex digits estimate about 115 bits, 32 base64 about 150. */
const minSecretEntropyBits = 96;

/**
 * The secret's length times the Shannon entropy of its characters: repeated characters and short repeated words
 * ('a' × 32, 'password' × 4) score low, random strings close to their real entropy (a little under it).
 */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perCharacter = 0;
  for (const count of counts.values()) perCharacter -= (count / length) * Math.log2(count / length);
  return perCharacter * length;
}

/** Embedded mode: a random secret generated on first start and kept (owner-only) in the data directory. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  ensurePrivateDir(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * The data directory holds the database and the signing secret: owner-only (700), created so or tightened. One owned
 * by another account (a volume mounted as root for a non-root process) is left as it is: only its owner may chmod it.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { uid, mode } = statSync(dir);
  if ((mode & 0o077) !== 0 && (process.getuid === undefined || uid === process.getuid())) chmodSync(dir, 0o700);
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** false, a hop count, or a list of addresses/subnets (and Express's names for ranges); undefined when invalid. */
function parseTrustProxy(raw: string): false | number | string[] | undefined {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = entries.every((entry) => {
    if (proxyNames.has(entry)) return true;
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
  return valid && entries.length ? entries : undefined;
}
