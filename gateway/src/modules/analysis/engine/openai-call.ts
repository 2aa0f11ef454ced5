import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { OpenAiSettings } from '../../../config/ai-settings.js';
import { ModelFailure, ModelUnavailable, ProviderRejected } from './engine-errors.js';
import type { ModelCheck } from './engine.types.js';

export { ModelFailure, ModelUnavailable, ProviderRejected };

/**
 * The client the engine calls with. Its own retries are off: the engine's one loop (askModel) retries transient
 * errors, malformed answers and a cut answer together, so a question costs at most OPENAI_MAX_RETRIES + 2 calls.
 */
export function modelClient(settings: OpenAiSettings): OpenAI {
  return new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, timeout: settings.timeoutMs, maxRetries: 0 });
}

/** The request's optional parameters as the provider takes them: the temperature only when set, the cap under its field. */
export function samplingOf(settings: Pick<OpenAiSettings, 'temperature' | 'maxTokensParam'>, maxOutputTokens: number) {
  return { ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }), [settings.maxTokensParam]: maxOutputTokens };
}

export interface AskOptions<T> {
  /** The request with the given output cap. */
  request: (maxOutputTokens: number) => ChatCompletionCreateParamsNonStreaming;
  maxOutputTokens: number;
  /** The model's content as the caller's type; throws when it is not. */
  parse: (content: string) => T;
  signal?: AbortSignal;
}

/**
 * One question to the model, in one loop of at most `maxRetries + 1` attempts: a timeout, a lost connection, a 429
 * or a 5xx waits (Retry-After honoured, else exponential backoff) and tries again; a malformed answer is asked again
 * at once; an answer cut at the cap (`finish_reason: 'length'`) is asked once more with twice the cap, outside the
 * count. A refusal, a second cut or malformed answers to the end fail the question (ModelFailure); a 4xx other than
 * 408/409/429 (or a 429 for an exhausted quota) fails at once (ProviderRejected); transient errors to the end are
 * ModelUnavailable.
 */
export async function askModel<T>(client: OpenAI, settings: Pick<OpenAiSettings, 'maxRetries'>, options: AskOptions<T>): Promise<T> {
  const { signal } = options;
  let cap = options.maxOutputTokens;
  let widened = false;
  let last: { kind: 'transient' | 'malformed'; error: Error } | undefined;
  for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
    let completion: ChatCompletion;
    try {
      completion = await client.chat.completions.create(options.request(cap), { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      const rejected = rejectionOf(error);
      if (rejected) throw rejected;
      last = { kind: 'transient', error: error as Error };
      if (attempt < settings.maxRetries) await sleep(retryDelayMs(error, attempt), signal);
      continue;
    }
    const choice = completion.choices[0];
    const refusal = choice?.message?.refusal;
    if (refusal) throw new ModelFailure(`the model refused to answer: ${clip(refusal)}`);
    if (choice?.finish_reason === 'content_filter') throw new ModelFailure('the provider\'s content filter stopped the answer');
    if (choice?.finish_reason === 'length') {
      if (widened) throw new ModelFailure(`the model's answer was cut at the output cap twice (last ${cap} tokens); raise OPENAI_TOKEN_BUDGET`);
      widened = true;
      cap *= 2;
      attempt -= 1;
      continue;
    }
    try {
      return options.parse(choice?.message?.content ?? '');
    } catch (error) {
      last = { kind: 'malformed', error: new Error(`malformed model answer: ${clip((error as Error).message, 200)}`) };
    }
  }
  if (last?.kind === 'malformed') throw new ModelFailure(`${last.error.message} (after ${settings.maxRetries + 1} attempts)`);
  throw new ModelUnavailable(`the model did not answer after ${settings.maxRetries + 1} attempts: ${last?.error.message ?? 'no attempt'}`, { cause: last?.error });
}

/** A provider's answer that no retry can change, as ProviderRejected; null for transient errors. */
export function rejectionOf(error: unknown): ProviderRejected | null {
  if (!(error instanceof OpenAI.APIError) || error instanceof OpenAI.APIConnectionError || error.status === undefined) return null;
  const { status } = error;
  const quota = status === 429 && error.code === 'insufficient_quota';
  if (status < 400 || status >= 500 || ((status === 408 || status === 409 || status === 429) && !quota)) return null;
  return new ProviderRejected(status, providerMessageOf(error));
}

/** The message the provider wrote (OpenAI, Ollama and vLLM bodies alike), keys masked, short enough to show. */
export function providerMessageOf(error: InstanceType<typeof OpenAI.APIError>): string {
  const body = error.error as { message?: unknown } | undefined;
  const text = typeof body?.message === 'string' ? body.message : error.message.replace(/^\d{3}\s+/, '');
  return clip(maskKeys(text));
}

/** A key echoed by a provider (OpenAI masks the middle; others may not) never reaches logs or screens whole. */
const maskKeys = (text: string) => text.replace(/\b(sk|key|api)[-_][A-Za-z0-9_*-]{6,}/gi, (key) => `${key.slice(0, 3)}…`);

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Retry-After(-ms) when the provider sent one (at most a minute), else 0.5 s doubling per attempt up to 8 s, with jitter. */
function retryDelayMs(error: unknown, attempt: number): number {
  const headers = error instanceof OpenAI.APIError ? error.headers : undefined;
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, 60_000);
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number(after);
    const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
    if (Number.isFinite(wait) && wait >= 0) return Math.min(wait, 60_000);
  }
  return Math.min(8_000, 500 * 2 ** attempt) * (0.75 + Math.random() / 4);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      done();
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * One cheap call with the parameters every question sends (model, temperature when set, the cap's field, structured
 * output), so a wrong key, an unknown model or a refused parameter shows at start rather than at the first run.
 * A few tokens; never retried.
 */
export async function checkModel(client: OpenAI, settings: OpenAiSettings, signal?: AbortSignal): Promise<ModelCheck> {
  const provider = settings.baseUrl ? new URL(settings.baseUrl).host : 'api.openai.com';
  const base = { model: settings.model, provider };
  try {
    await client.chat.completions.create(
      {
        model: settings.model,
        messages: [{ role: 'user', content: 'Reply with the JSON object {"ok": true}.' }],
        ...samplingOf(settings, 16),
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'check', strict: true, schema: { type: 'object', additionalProperties: false, required: ['ok'], properties: { ok: { type: 'boolean' } } } },
        },
      },
      { maxRetries: 0, signal },
    );
    return { ...base, status: 'ok', checkedAt: new Date().toISOString() };
  } catch (error) {
    const rejected = rejectionOf(error);
    return {
      ...base,
      status: rejected ? 'refused' : 'unavailable',
      checkedAt: new Date().toISOString(),
      message: rejected ? rejected.message : clip(maskKeys((error as Error).message)),
    };
  }
}
