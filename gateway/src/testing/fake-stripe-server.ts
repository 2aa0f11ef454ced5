import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as Stripe answers it (the fields the gateway reads, plus a few for realism). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  livemode: false;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  form: Record<string, string>;
}

/**
 * A local stand-in for api.stripe.com answering the PaymentIntents calls the gateway makes
 * (form-encoded requests, JSON answers, idempotency keys honoured), so tests never reach the network.
 */
export class FakeStripeServer {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: RecordedRequest[] = [];
  private readonly byIdempotencyKey = new Map<string, FakeIntent>();
  private readonly server = createServer((req, res) => void this.route(req, res));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What happens when the customer's card is confirmed with Stripe.js. */
  setStatus(id: string, status: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no fake intent ${id}`);
    intent.status = status;
    return structuredClone(intent);
  }

  /** An intent created outside the gateway (another product, or a tampered one). */
  addIntent(fields: Partial<FakeIntent>): FakeIntent {
    const intent = { ...this.newIntent({}), ...fields };
    this.intents.set(intent.id, intent);
    return structuredClone(intent);
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    const form = Object.fromEntries(new URLSearchParams(body));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path, idempotencyKey, form });
    if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const replay = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(res, 200, replay);
      const intent = this.newIntent(form);
      this.intents.set(intent.id, intent);
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const match = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    const intent = match && req.method === 'GET' ? this.intents.get(decodeURIComponent(match[1]!)) : undefined;
    if (intent) return send(res, 200, intent);
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match?.[1] ?? path}'`, param: 'intent' } });
  }

  private newIntent(form: Record<string, string>): FakeIntent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const name = key.match(/^metadata\[(.+)\]$/)?.[1];
      if (name) metadata[name] = value;
    }
    return {
      id,
      object: 'payment_intent',
      amount: Number(form.amount ?? 0),
      currency: form.currency ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      description: form.description ?? null,
      metadata,
      automatic_payment_methods: form['automatic_payment_methods[enabled]'] ? { enabled: form['automatic_payment_methods[enabled]'] === 'true' } : null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
  }
}

/** A Stripe event wrapping a PaymentIntent, as delivered to webhooks. */
export function paymentIntentEvent(intent: FakeIntent, type = 'payment_intent.succeeded', id = `evt_${randomBytes(12).toString('hex')}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: intent } };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify(body));
}
