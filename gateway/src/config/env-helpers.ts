import { z } from 'zod';

/** An empty variable counts as unset, so deployments can pass optional variables through unconditionally. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The OpenAI-compatible account, declared once: the chat engine and the knowledge embeddings share it. */
export const openAiAccountShape = {
  OPENAI_API_KEY: optional(z.string().trim().min(1)).describe(
    'The key of an OpenAI or OpenAI-compatible account (local servers accept any non-empty value). Set: AI answers come from the model, with the offline evidence engine as fallback, and OPENAI_EMBEDDING_MODEL may embed the knowledge base. Unset: the offline evidence engine answers.',
  ),
  OPENAI_BASE_URL: optional(httpUrl).describe('An OpenAI-compatible server (vLLM, Ollama, llama.cpp: `http://127.0.0.1:11434/v1`); unset: api.openai.com. Needs OPENAI_API_KEY.'),
};
