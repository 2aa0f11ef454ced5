import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model replies to one request: a status, headers and body, or 'hang' (never answers). */
export type ChatReply = { status?: number; headers?: Record<string, string>; body: unknown; delayMs?: number } | 'hang';

/** A chat-completions request as received, with the passages block of its user message decoded. */
export interface ChatRequest {
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown; max_completion_tokens?: number };
  receivedAt: number;
}

/**
 * A local stand-in for an OpenAI-compatible server (POST /v1/chat/completions on 127.0.0.1), replying
 * from a script so tests can play fabricated quotes, rate limits, timeouts and malformed output.
 */
export class FakeChatServer {
  readonly requests: ChatRequest[] = [];
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
    this.maxInFlight = 0;
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
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const request: ChatRequest = { body: JSON.parse(raw), receivedAt: Date.now() };
    this.requests.push(request);
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
}

/** A chat completion whose message content is `content` (a JSON answer, or anything else for malformed output). */
export function completion(content: string): Exclude<ChatReply, 'hang'> {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
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
