import { z } from 'zod';
import { httpUrl, openAiAccountShape, optional } from './env-helpers.js';
const portList = z
  .string()
  .regex(/^\d{1,5}(,\d{1,5})*$/, 'must be a comma-separated list of port numbers')
  .transform((v) => v.split(',').map(Number))
  .refine((ports) => ports.every((p) => p > 0 && p < 65536), 'ports must be 1-65535');

export const knowledgeEnvShape = {
  ELASTICSEARCH_URL: optional(httpUrl),
  ELASTICSEARCH_USERNAME: optional(z.string().min(1)),
  ELASTICSEARCH_PASSWORD: optional(z.string().min(1)),
  ELASTICSEARCH_INDEX: optional(z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'must be a lowercase index name')),
  /** Shared with the chat engine: one OpenAI-compatible account. */
  ...openAiAccountShape,
  OPENAI_EMBEDDING_MODEL: optional(z.string().min(1).max(100)),
  /** Test-only: hosts (or IPs) the crawler may reach although they are private or loopback. */
  KNOWLEDGE_CRAWL_ALLOW_HOSTS: optional(z.string().regex(/^[^\s,]+(,[^\s,]+)*$/, 'must be a comma-separated list of hosts')),
  /** Ports besides 80 and 443 the crawler may connect to. */
  KNOWLEDGE_CRAWL_PORTS: optional(portList),
  KNOWLEDGE_CRAWL_DELAY_MS: optional(z.coerce.number().int().min(0).max(60_000)),
};

type KnowledgeEnv = z.infer<z.ZodObject<typeof knowledgeEnvShape>>;

export interface KnowledgeSettings {
  elasticsearch?: { url: string; username?: string; password?: string; index: string };
  /** With a model name (and a key) embeddings come from the OpenAI-compatible endpoint; otherwise the embedded encoder. */
  openaiEmbeddings?: { apiKey: string; baseUrl?: string; model: string };
  crawl: { allowHosts: string[]; extraPorts: number[]; delayMs: number };
}

export function resolveKnowledgeSettings(e: KnowledgeEnv, isProduction: boolean): { settings: KnowledgeSettings; problems: string[] } {
  const problems: string[] = [];
  // The allowlist lets the crawler reach private addresses: only ever for tests against a local site.
  if (isProduction && e.KNOWLEDGE_CRAWL_ALLOW_HOSTS) problems.push('KNOWLEDGE_CRAWL_ALLOW_HOSTS: not allowed when NODE_ENV=production');
  if (e.OPENAI_EMBEDDING_MODEL && !e.OPENAI_API_KEY) problems.push('OPENAI_API_KEY: required with OPENAI_EMBEDDING_MODEL');
  if (e.ELASTICSEARCH_PASSWORD && !e.ELASTICSEARCH_URL) problems.push('ELASTICSEARCH_URL: required with ELASTICSEARCH_PASSWORD');
  return {
    problems,
    settings: {
      elasticsearch: e.ELASTICSEARCH_URL
        ? { url: e.ELASTICSEARCH_URL, username: e.ELASTICSEARCH_USERNAME ?? (e.ELASTICSEARCH_PASSWORD ? 'elastic' : undefined), password: e.ELASTICSEARCH_PASSWORD, index: e.ELASTICSEARCH_INDEX ?? 'knowledge_chunks' }
        : undefined,
      openaiEmbeddings:
        e.OPENAI_EMBEDDING_MODEL && e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_EMBEDDING_MODEL } : undefined,
      crawl: {
        allowHosts: e.KNOWLEDGE_CRAWL_ALLOW_HOSTS?.split(',').map((h) => h.toLowerCase()) ?? [],
        extraPorts: e.KNOWLEDGE_CRAWL_PORTS ?? [],
        delayMs: e.KNOWLEDGE_CRAWL_DELAY_MS ?? 1000,
      },
    },
  };
}
