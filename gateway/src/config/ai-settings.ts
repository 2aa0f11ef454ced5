import { z } from 'zod';
import { openAiAccountShape, optional } from './env-helpers.js';
const int = (min: number, max: number) => optional(z.coerce.number().int().min(min).max(max));

export const aiEnvShape = {
  ...openAiAccountShape,
  OPENAI_MODEL: optional(z.string().trim().min(1).max(200)),
  OPENAI_TIMEOUT_MS: int(1_000, 600_000),
  OPENAI_MAX_CONCURRENCY: int(1, 32),
  OPENAI_MAX_RETRIES: int(0, 10),
  OPENAI_TOKEN_BUDGET: int(1_000, 200_000),
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
    },
    problems: [],
  };
}
