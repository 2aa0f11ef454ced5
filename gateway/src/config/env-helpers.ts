import { z } from 'zod';

/** An empty variable counts as unset, so deployments can pass optional variables through unconditionally. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The OpenAI-compatible account, declared once: the chat engine and the knowledge embeddings share it. */
export const openAiAccountShape = {
  OPENAI_API_KEY: optional(z.string().trim().min(1)),
  OPENAI_BASE_URL: optional(httpUrl),
};
