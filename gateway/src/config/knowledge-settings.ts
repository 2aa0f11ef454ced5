import { z } from 'zod';
import { httpUrl, openAiAccountShape, optional } from './env-helpers.js';
const portList = z
  .string()
  .regex(/^\d{1,5}(,\d{1,5})*$/, 'must be a comma-separated list of port numbers')
  .transform((v) => v.split(',').map(Number))
  .refine((ports) => ports.every((p) => p > 0 && p < 65536), 'ports must be 1-65535');

export const knowledgeEnvShape = {
  ELASTICSEARCH_URL: optional(httpUrl).describe(
    'The knowledge base in Elasticsearch. Unset: in the database (PGlite with pgvector and full text; PostgreSQL, full text re-ranked by cosine where pgvector is missing).',
  ),
  ELASTICSEARCH_USERNAME: optional(z.string().min(1)).describe('Elasticsearch user (unset: `elastic` when ELASTICSEARCH_PASSWORD is set).'),
  ELASTICSEARCH_PASSWORD: optional(z.string().min(1)).describe('Elasticsearch password; needs ELASTICSEARCH_URL.'),
  ELASTICSEARCH_API_KEY: optional(z.string().min(1)).describe(
    'Elasticsearch API key (the encoded form Kibana shows), instead of user and password; needs ELASTICSEARCH_URL.',
  ),
  ELASTICSEARCH_CA_FILE: optional(z.string().min(1)).describe(
    'PEM file of the certificate authority that signed the cluster\'s certificate (a self-managed cluster\'s `http_ca.crt`); needs an https ELASTICSEARCH_URL.',
  ),
  ELASTICSEARCH_CA_FINGERPRINT: optional(z.string().regex(/^([0-9A-Fa-f]{2}:?){31}[0-9A-Fa-f]{2}$/, 'must be a SHA-256 fingerprint in hex')).describe(
    'SHA-256 fingerprint of the cluster\'s CA certificate (as Elasticsearch prints it at first start), instead of ELASTICSEARCH_CA_FILE.',
  ),
  ELASTICSEARCH_INDEX: optional(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be a lowercase index name')).describe(
    'The knowledge index, created by the gateway with one primary shard (unset: `knowledge_chunks`; lowercase letters, digits, `_` and `-`).',
  ),
  /** Shared with the chat engine: one OpenAI-compatible account. */
  ...openAiAccountShape,
  OPENAI_EMBEDDING_MODEL: optional(z.string().min(1).max(100)).describe(
    'Knowledge-base embeddings from this model of the OpenAI-compatible account (needs OPENAI_API_KEY). Unset: the bundled Universal Sentence Encoder lite, in a worker thread.',
  ),
  OPENAI_EMBEDDING_DIMENSIONS: optional(z.coerce.number().int().min(1).max(4096)).describe(
    'Vector size asked of OPENAI_EMBEDDING_MODEL (the `dimensions` parameter; text-embedding-3 models shorten their vectors to it). Unset: not sent, the model answers its own size (vLLM refuses the parameter for models without Matryoshka support; older Ollama ignores it).',
  ),
  KNOWLEDGE_CRAWL_ALLOW_HOSTS: optional(z.string().regex(/^[^\s,]+(,[^\s,]+)*$/, 'must be a comma-separated list of hosts')).describe(
    'Tests only, refused with NODE_ENV=production: hosts or IPs (comma-separated) the crawler may reach although they are private or loopback.',
  ),
  KNOWLEDGE_CRAWL_PORTS: optional(portList).describe('Ports besides 80 and 443 the crawler may connect to (comma-separated).'),
  KNOWLEDGE_CRAWL_DELAY_MS: optional(z.coerce.number().int().min(0).max(60_000)).describe('The pause between two pages the crawler fetches (unset: 1000).'),
};

type KnowledgeEnv = z.infer<z.ZodObject<typeof knowledgeEnvShape>>;

export interface KnowledgeSettings {
  elasticsearch?: { url: string; username?: string; password?: string; apiKey?: string; caFile?: string; caFingerprint?: string; index: string };
  /** With a model name (and a key) embeddings come from the OpenAI-compatible endpoint; otherwise the embedded encoder. */
  openaiEmbeddings?: { apiKey: string; baseUrl?: string; model: string; dimensions?: number };
  crawl: { allowHosts: string[]; extraPorts: number[]; delayMs: number };
}

export function resolveKnowledgeSettings(e: KnowledgeEnv, isProduction: boolean): { settings: KnowledgeSettings; problems: string[] } {
  const problems: string[] = [];
  // The allowlist lets the crawler reach private addresses: only ever for tests against a local site.
  if (isProduction && e.KNOWLEDGE_CRAWL_ALLOW_HOSTS) problems.push('KNOWLEDGE_CRAWL_ALLOW_HOSTS: not allowed when NODE_ENV=production');
  if (e.OPENAI_EMBEDDING_MODEL && !e.OPENAI_API_KEY) problems.push('OPENAI_API_KEY: required with OPENAI_EMBEDDING_MODEL');
  if (e.ELASTICSEARCH_PASSWORD && !e.ELASTICSEARCH_URL) problems.push('ELASTICSEARCH_URL: required with ELASTICSEARCH_PASSWORD');
  if (e.ELASTICSEARCH_API_KEY && !e.ELASTICSEARCH_URL) problems.push('ELASTICSEARCH_URL: required with ELASTICSEARCH_API_KEY');
  if (e.ELASTICSEARCH_API_KEY && e.ELASTICSEARCH_PASSWORD) problems.push('ELASTICSEARCH_API_KEY: set either an API key or a password, not both');
  if ((e.ELASTICSEARCH_CA_FILE || e.ELASTICSEARCH_CA_FINGERPRINT) && !e.ELASTICSEARCH_URL?.startsWith('https:')) {
    problems.push('ELASTICSEARCH_URL: must be https:// with ELASTICSEARCH_CA_FILE or ELASTICSEARCH_CA_FINGERPRINT');
  }
  return {
    problems,
    settings: {
      elasticsearch: e.ELASTICSEARCH_URL
        ? {
            url: e.ELASTICSEARCH_URL,
            username: e.ELASTICSEARCH_USERNAME ?? (e.ELASTICSEARCH_PASSWORD ? 'elastic' : undefined),
            password: e.ELASTICSEARCH_PASSWORD,
            apiKey: e.ELASTICSEARCH_API_KEY,
            caFile: e.ELASTICSEARCH_CA_FILE,
            caFingerprint: e.ELASTICSEARCH_CA_FINGERPRINT,
            index: e.ELASTICSEARCH_INDEX ?? 'knowledge_chunks',
          }
        : undefined,
      openaiEmbeddings:
        e.OPENAI_EMBEDDING_MODEL && e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_EMBEDDING_MODEL, ...(e.OPENAI_EMBEDDING_DIMENSIONS ? { dimensions: e.OPENAI_EMBEDDING_DIMENSIONS } : {}) }
          : undefined,
      crawl: {
        allowHosts: e.KNOWLEDGE_CRAWL_ALLOW_HOSTS?.split(',').map((h) => h.toLowerCase()) ?? [],
        extraPorts: e.KNOWLEDGE_CRAWL_PORTS ?? [],
        delayMs: e.KNOWLEDGE_CRAWL_DELAY_MS ?? 1000,
      },
    },
  };
}
