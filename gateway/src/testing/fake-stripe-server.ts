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
  last_payment_error: { message: string } | null;
  livemode: false;
  created: number;
}

/** A Charge as Stripe answers it: the fields the refund and dispute handling reads. */
export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  livemode: false;
  created: number;
}

/** A Dispute as Stripe sends it in charge.dispute.created (`payment_intent` is null on older API versions). */
export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  payment_intent: string | null;
  currency: string;
  reason: string;
  status: string;
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
  readonly charges = new Map<string, FakeCharge>();
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
  setStatus(id: string, status: string, lastError?: string): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no fake intent ${id}`);
    intent.status = status;
    intent.last_payment_error = lastError ? { message: lastError } : null;
    return structuredClone(intent);
  }

  /** The intent's charge (created on first call), as the customer's successful payment leaves it. */
  chargeOf(intentId: string): FakeCharge {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no fake intent ${intentId}`);
    let charge = [...this.charges.values()].find((c) => c.payment_intent === intentId);
    if (!charge) {
      charge = { id: `ch_${randomBytes(12).toString('hex')}`, object: 'charge', amount: intent.amount, amount_refunded: 0, refunded: false, currency: intent.currency, payment_intent: intentId, livemode: false, created: Math.floor(Date.now() / 1000) };
      this.charges.set(charge.id, charge);
    }
    return structuredClone(charge);
  }

  /** Refunds part (or, without an amount, the rest) of the intent's charge, as the dashboard does. */
  refund(intentId: string, amount?: number): FakeCharge {
    const charge = this.charges.get(this.chargeOf(intentId).id)!;
    charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount - charge.amount_refunded));
    charge.refunded = charge.amount_refunded === charge.amount;
    return structuredClone(charge);
  }

  /** The customer's bank disputes the intent's charge. */
  dispute(intentId: string, { withIntent = true } = {}): FakeDispute {
    const charge = this.chargeOf(intentId);
    return { id: `dp_${randomBytes(12).toString('hex')}`, object: 'dispute', amount: charge.amount, charge: charge.id, payment_intent: withIntent ? intentId : null, currency: charge.currency, reason: 'fraudulent', status: 'needs_response', livemode: false, created: Math.floor(Date.now() / 1000) };
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
    const chargeMatch = path.match(/^\/v1\/charges\/([^/]+)$/);
    if (chargeMatch && req.method === 'GET') {
      const charge = this.charges.get(decodeURIComponent(chargeMatch[1]!));
      if (charge) return send(res, 200, charge);
      return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such charge: '${chargeMatch[1]}'`, param: 'id' } });
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
      last_payment_error: null,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
  }
}

/** A Stripe event wrapping an object, as delivered to webhooks. */
export function stripeEvent(type: string, object: object, id = `evt_${randomBytes(12).toString('hex')}`) {
  return { id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** A Stripe event wrapping a PaymentIntent, as delivered to webhooks. */
export function paymentIntentEvent(intent: FakeIntent, type = 'payment_intent.succeeded', id?: string) {
  return stripeEvent(type, intent, id);
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
