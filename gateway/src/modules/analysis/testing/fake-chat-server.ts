import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model replies to one request: a status, headers and body, or 'hang' (never answers). */
export type ChatReply = { status?: number; headers?: Record<string, string>; body: unknown; delayMs?: number } | 'hang';

/** A chat-completions request as received, with the passages block of its user message decoded. */
export interface ChatRequest {
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
    max_completion_tokens?: number;
    max_tokens?: number;
    temperature?: number;
  };
  authorization?: string;
  receivedAt: number;
}

/** An embeddings request as received. */
export interface EmbeddingRequest {
  body: { model: string; input: string[]; dimensions?: number };
  authorization?: string;
}

/**
 * How a real server checks a request before any model runs: the key it accepts, the parameters it refuses,
 * the shape of its error bodies and the size of its embeddings. A refused request is answered at once (4xx)
 * and never reaches the script.
 */
export interface ProviderBehaviour {
  /** Only this key is accepted (as `Bearer <key>`); any other gets OpenAI's 401. Unset: any key. */
  apiKey?: string;
  /** Parameters answered with a 400: a temperature other than the default 1, `max_tokens`, embeddings' `dimensions`. */
  refuses?: readonly ('temperature' | 'max_tokens' | 'dimensions')[];
  /** OpenAI and Ollama nest the error under `error`; vLLM answers it at the top level. */
  errorStyle?: 'openai' | 'vllm';
  /** The size of the vectors /embeddings answers when no `dimensions` is asked for (or it is ignored). */
  embeddingSize?: number;
  /** Whether /embeddings honours `dimensions` (text-embedding-3, recent vLLM Matryoshka models) or ignores it (older Ollama). */
  honoursDimensions?: boolean;
}

/** The providers the engine is tested against, as their documentation and observed answers describe them. */
export const providers = {
  /** api.openai.com with a reasoning model (o-series, gpt-5): temperature and max_tokens refused. */
  openaiReasoning: { apiKey: 'sk-test-key', refuses: ['temperature', 'max_tokens'], errorStyle: 'openai', embeddingSize: 1536, honoursDimensions: true },
  /** vLLM serving a model without Matryoshka support: `dimensions` refused, any key accepted unless --api-key is set. */
  vllm: { refuses: ['dimensions'], errorStyle: 'vllm', embeddingSize: 768 },
  /** Ollama's OpenAI-compatible API: any key, every parameter accepted, `dimensions` ignored by older versions. */
  ollama: { errorStyle: 'openai', embeddingSize: 768, honoursDimensions: false },
} satisfies Record<string, ProviderBehaviour>;

/**
 * A local stand-in for an OpenAI-compatible server (POST /v1/chat/completions and /v1/embeddings on 127.0.0.1),
 * replying from a script so tests can play fabricated quotes, rate limits, timeouts and malformed output, and
 * checking requests as a given provider does (`behaveAs`). The gateway's start-up check of the model (a request
 * without passages) is kept apart in `checks` and answered with a valid completion unless the provider refuses it.
 */
export class FakeChatServer {
  readonly requests: ChatRequest[] = [];
  readonly checks: ChatRequest[] = [];
  readonly embeddingRequests: EmbeddingRequest[] = [];
  behaviour: ProviderBehaviour = {};
  inFlight = 0;
  maxInFlight = 0;
  private readonly script: ((request: ChatRequest) => ChatReply)[] = [];
  private readonly open = new Set<ServerResponse>();
  private readonly server = createServer((req, res) => void this.handle(req, res));
  url = '';

  /** Replies used in order; the last one repeats. */
  reply(...replies: ((request: ChatRequest) => ChatReply)[]): this {
    this.script.splice(0, this.script.length, ...replies);
    this.requests.length = 0;
    this.checks.length = 0;
    this.embeddingRequests.length = 0;
    this.maxInFlight = 0;
    return this;
  }

  /** Checks requests as `behaviour` describes (see `providers`). */
  behaveAs(behaviour: ProviderBehaviour): this {
    this.behaviour = behaviour;
    return this;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.open) res.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const authorization = req.headers.authorization;
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
      const request: EmbeddingRequest = { body: JSON.parse(raw), authorization };
      this.embeddingRequests.push(request);
      const reply = this.refusal(authorization, request.body.dimensions === undefined ? [] : ['dimensions'], request.body.model) ?? this.embeddings(request);
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const request: ChatRequest = { body: JSON.parse(raw), authorization, receivedAt: Date.now() };
    const isCheck = !request.body.messages.some((m) => m.content.includes('<<<PASSAGES'));
    (isCheck ? this.checks : this.requests).push(request);
    const sent: ('temperature' | 'max_tokens')[] = [];
    if (request.body.temperature !== undefined && request.body.temperature !== 1) sent.push('temperature');
    if (request.body.max_tokens !== undefined) sent.push('max_tokens');
    const refused = this.refusal(authorization, sent, request.body.model, request.body.temperature);
    if (refused || isCheck) {
      const reply = refused ?? completion('{"ok":true}');
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      return;
    }
    const step = this.script[Math.min(this.requests.length - 1, this.script.length - 1)];
    const reply = step ? step(request) : { status: 500, body: { error: { message: 'no script' } } };
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    res.on('close', () => {
      this.inFlight -= 1;
      this.open.delete(res);
    });
    this.open.add(res);
    if (reply === 'hang') return;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
  }

  /** The provider's 401 for another key, or its 400 for the first refused parameter sent; null when it accepts. */
  private refusal(authorization: string | undefined, sent: readonly string[], model: string, temperature?: number): Exclude<ChatReply, 'hang'> | null {
    const { apiKey, refuses = [], errorStyle = 'openai' } = this.behaviour;
    const error = (status: number, message: string, param: string | null, code: string | null) => ({
      status,
      body: errorStyle === 'vllm' ? { object: 'error', message, type: 'BadRequestError', param, code: status } : { error: { message, type: 'invalid_request_error', param, code } },
    });
    if (apiKey && authorization !== `Bearer ${apiKey}`) {
      const key = authorization?.replace(/^Bearer /, '') ?? '';
      return error(401, `Incorrect API key provided: ${key.slice(0, 3)}*****${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`, null, 'invalid_api_key');
    }
    const parameter = sent.find((name) => (refuses as readonly string[]).includes(name));
    if (parameter === 'temperature') return error(400, `Unsupported value: 'temperature' does not support ${temperature} with this model. Only the default (1) value is supported.`, 'temperature', 'unsupported_value');
    if (parameter === 'max_tokens') return error(400, "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", 'max_tokens', 'unsupported_parameter');
    if (parameter === 'dimensions') return error(400, `Model "${model}" does not support matryoshka representation, changing output dimensions will lead to poor results.`, null, null);
    return null;
  }

  /** Deterministic unit-free vectors, one per input, at the asked size when honoured, else the provider's own. */
  private embeddings(request: EmbeddingRequest): Exclude<ChatReply, 'hang'> {
    const { embeddingSize = 512, honoursDimensions = true } = this.behaviour;
    const size = honoursDimensions && request.body.dimensions ? request.body.dimensions : embeddingSize;
    const data = request.body.input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: Array.from({ length: size }, (_, i) => (i === text.length % size ? 1 : (i % 7) / 100)),
    }));
    return { body: { object: 'list', data, model: request.body.model, usage: { prompt_tokens: 1, total_tokens: 1 } } };
  }
}

/**
 * A chat completion whose message content is `content` (a JSON answer, or anything else for malformed output);
 * `finishReason: 'length'` for an answer cut at the cap, `refusal` for a model that declines (content null).
 */
export function completion(content: string, { finishReason = 'stop', refusal }: { finishReason?: string; refusal?: string } = {}): Exclude<ChatReply, 'hang'> {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, finish_reason: finishReason, message: { role: 'assistant', content: refusal ? null : content, refusal: refusal ?? null } }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    },
  };
}

/** The passages the request showed the model (the JSON block between the markers of the user message). */
export function passagesOf(request: ChatRequest): { id: string; document: string; location: string; text: string }[] {
  const user = request.body.messages.find((m) => m.role === 'user')!.content;
  const match = /<<<PASSAGES\n\n([\s\S]*)\n\nPASSAGES>>>/.exec(user);
  return match ? JSON.parse(match[1]!) : [];
}

/** The rubric elements the request lists ("- key: requirement" lines of the user message). */
function rubricOf(request: ChatRequest): { key: string; requirement: string }[] {
  const user = request.body.messages.find((m) => m.role === 'user')!.content;
  return [...user.matchAll(/^- ([\w-]+): (.+)$/gm)].map((m) => ({ key: m[1]!, requirement: m[2]! }));
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);

/**
 * A stand-in model for runs over whole test types: for each rubric element, the passage sentence sharing the most
 * words with the requirement, quoted verbatim; elements with no shared word are not evidenced. The engine's own
 * checks then keep what addresses the element, as with a real model.
 */
export function wordOverlapModel(request: ChatRequest): ChatReply {
  const sentences = passagesOf(request).flatMap((p) => p.text.split(/(?<=[.!?])\s+|\n+/).map((s) => ({ id: p.id, text: s.trim() })));
  const elements = rubricOf(request).map(({ key, requirement }) => {
    const wanted = wordsOf(requirement);
    let best: { id: string; text: string } | undefined;
    let shared = 0;
    for (const sentence of sentences) {
      const count = [...wordsOf(sentence.text)].filter((w) => wanted.has(w)).length;
      if (count > shared && sentence.text.length >= 20 && sentence.text.length <= 300) [best, shared] = [sentence, count];
    }
    return best
      ? { rubricKey: key, evidenced: true, passageId: best.id, quote: best.text, statement: 'The document states this.' }
      : { rubricKey: key, evidenced: false, passageId: '', quote: '', statement: '' };
  });
  return completion(JSON.stringify({ answer: '', elements }));
}
