import { z } from 'zod';
import { openAiAccountShape, optional } from './env-helpers.js';
export const maxTokensParams = ['max_completion_tokens', 'max_tokens'] as const;
export type MaxTokensParam = (typeof maxTokensParams)[number];

const int = (min: number, max: number) => optional(z.coerce.number().int().min(min).max(max));

export const aiEnvShape = {
  ...openAiAccountShape,
  OPENAI_MODEL: optional(z.string().trim().min(1).max(200)).describe('The chat model that answers the questions (unset: `gpt-4.1-mini`). Needs OPENAI_API_KEY.'),
  OPENAI_TIMEOUT_MS: int(1_000, 600_000).describe('One chat-completion call, reading its answer included (unset: 60000).'),
  OPENAI_MAX_CONCURRENCY: int(1, 32).describe('Model calls in flight at once across the gateway (unset: 4).'),
  OPENAI_MAX_RETRIES: int(0, 10).describe(
    'Further attempts after a 429, a 5xx, a timeout or a malformed answer, all in one loop (unset: 3). A 400, 401, 403 or 404 is not retried: it fails the run with the provider\'s message.',
  ),
  OPENAI_TOKEN_BUDGET: int(1_000, 200_000).describe('Estimated prompt plus completion tokens one question may use; the passages sent are cut to fit (unset: 12000).'),
  OPENAI_TEMPERATURE: optional(z.coerce.number().min(0).max(2)).describe(
    'Sampling temperature sent with each question (0-2). Unset: not sent, so the model\'s default applies (reasoning models such as the o-series and gpt-5 refuse any other value).',
  ),
  OPENAI_MAX_TOKENS_PARAM: optional(z.enum(maxTokensParams)).describe(
    'How the answer\'s length cap is sent: `max_completion_tokens` or `max_tokens`. Unset: `max_completion_tokens` for api.openai.com (OPENAI_BASE_URL unset or on that host), `max_tokens` for other servers (vLLM, Ollama, llama.cpp).',
  ),
};

type AiEnv = z.infer<z.ZodObject<typeof aiEnvShape>>;

export interface OpenAiSettings {
  engine: 'openai';
  apiKey: string;
  /** Absent: api.openai.com. Any OpenAI-compatible server (vLLM, Ollama, llama.cpp) otherwise. */
  baseUrl?: string;
  model: string;
  /** One chat-completion call, including reading its answer. */
  timeoutMs: number;
  /** Model calls in flight at once across the gateway. */
  maxConcurrency: number;
  /** Further attempts after a 429, a 5xx, a timeout or a malformed answer. */
  maxRetries: number;
  /** Estimated prompt plus completion tokens one question may use. */
  tokenBudget: number;
  /** Sent only when set: reasoning models refuse any temperature but their default. */
  temperature?: number;
  /** The request field that carries the answer's length cap. */
  maxTokensParam: MaxTokensParam;
}

export type AiSettings = { engine: 'offline' } | OpenAiSettings;

export const defaultOpenAiModel = 'gpt-4.1-mini';

/** The offline engine unless an API key is set; a base URL or model without a key is a mistake worth refusing. */
export function resolveAiSettings(e: AiEnv): { settings: AiSettings; problems: string[] } {
  if (!e.OPENAI_API_KEY) {
    const stray = (['OPENAI_BASE_URL', 'OPENAI_MODEL'] as const).filter((name) => e[name] !== undefined);
    return {
      settings: { engine: 'offline' },
      problems: stray.map((name) => `OPENAI_API_KEY: required when ${name} is set (local servers accept any non-empty value)`),
    };
  }
  return {
    settings: {
      engine: 'openai',
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL ?? defaultOpenAiModel,
      timeoutMs: e.OPENAI_TIMEOUT_MS ?? 60_000,
      maxConcurrency: e.OPENAI_MAX_CONCURRENCY ?? 4,
      maxRetries: e.OPENAI_MAX_RETRIES ?? 3,
      tokenBudget: e.OPENAI_TOKEN_BUDGET ?? 12_000,
      ...(e.OPENAI_TEMPERATURE === undefined ? {} : { temperature: e.OPENAI_TEMPERATURE }),
      maxTokensParam: e.OPENAI_MAX_TOKENS_PARAM ?? defaultMaxTokensParam(e.OPENAI_BASE_URL),
    },
    problems: [],
  };
}

/**
 * OpenAI's own API takes `max_completion_tokens` (its reasoning models refuse `max_tokens`); the servers that copy
 * its API (vLLM, Ollama, llama.cpp, most proxies) know `max_tokens` for certain, the newer name not always.
 */
export function defaultMaxTokensParam(baseUrl: string | undefined): MaxTokensParam {
  if (!baseUrl) return 'max_completion_tokens';
  return new URL(baseUrl).hostname.toLowerCase() === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';
}
