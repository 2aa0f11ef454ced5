import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestTimeoutError } from '../lib/errors.js';

/** How fast an upload's body must arrive, so that a trickling upload cannot hold an upload slot for minutes. */
export interface BodyPace {
  /** Averaged over the last `windowMs`, checked from `windowMs` after the reading began. */
  minBytesPerSecond: number;
  windowMs: number;
  /** The whole body must have arrived within this long after the reading began. */
  timeoutMs: number;
}

export const bodyPaceMessages = {
  tooSlow: (bytesPerSecond: number) =>
    `The upload was too slow: the file must arrive at ${formatRate(bytesPerSecond)} or faster. Check the connection and upload it again`,
  tooLong: (seconds: number) => `The upload took longer than ${seconds} seconds. Check the connection and upload it again`,
} as const;

/** Answers the breach in the caller's error shape (REST `{ message }`, GraphQL `{ errors }`). */
export type AnswerBreach = (res: ServerResponse, error: RequestTimeoutError) => void;

/**
 * Writes a JSON answer on the bare response: Express's `res.send` may be held back until the body has been
 * read (graphql-upload does so), and this answer is for a body that will not be.
 */
export function answerJsonNow(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** The REST shape, `{ message }`. */
export const answerRestBreach: AnswerBreach = (res, error) => answerJsonNow(res, error.status, { message: error.message });

/** The GraphQL shape, `{ errors: [{ message, extensions: { code } }] }`. */
export const answerGraphqlBreach: AnswerBreach = (res, error) =>
  answerJsonNow(res, error.status, { errors: [{ message: error.message, extensions: { code: error.code } }] });

const watched = new WeakSet<IncomingMessage>();

/**
 * Watches a request body from now (call it when the server starts reading it: a body left unread while its
 * upload waits for a slot is not the sender's fault). It reads nothing itself: it samples the bytes the
 * socket has delivered. On a breach it answers 408 with `Connection: close` unless an answer has begun, and
 * closes the connection once the answer is written, so whatever is reading the body fails and frees its slot.
 * Stops by itself when the body is complete or the exchange ends; calling it twice for a request is harmless.
 */
export function watchBodyPace(req: IncomingMessage, res: ServerResponse, pace: BodyPace, answer: AnswerBreach): void {
  if (watched.has(req) || req.complete) return;
  watched.add(req);
  const socket = req.socket;
  const start = Date.now();
  const tickMs = Math.max(50, Math.min(1000, Math.floor(pace.windowMs / 4)));
  const samples: { at: number; bytes: number }[] = [{ at: start, bytes: socket.bytesRead }];

  let lastTick = start;
  const stop = () => clearInterval(timer);
  const timer = setInterval(() => {
    if (req.complete || res.writableEnded || socket.destroyed) return stop();
    const now = Date.now();
    const bytes = socket.bytesRead;
    // This process was too busy to tick (or to read the socket) for a while: what arrived meanwhile is unknown, so
    // the rate is measured afresh from here rather than blamed on the sender.
    const stalled = now - lastTick > 2 * tickMs;
    lastTick = now;
    if (stalled) samples.splice(0, samples.length);
    samples.push({ at: now, bytes });
    if (now - start >= pace.timeoutMs) return breach(new RequestTimeoutError(bodyPaceMessages.tooLong(Math.round(pace.timeoutMs / 1000))));
    if (now - start < pace.windowMs || now - samples[0]!.at < pace.windowMs) return;
    while (samples.length > 1 && samples[1]!.at <= now - pace.windowMs) samples.shift();
    const from = samples[0]!;
    const rate = ((bytes - from.bytes) * 1000) / Math.max(1, now - from.at);
    if (rate < pace.minBytesPerSecond) breach(new RequestTimeoutError(bodyPaceMessages.tooSlow(pace.minBytesPerSecond)));
  }, tickMs);
  timer.unref();
  res.once('close', stop);

  function breach(error: RequestTimeoutError): void {
    stop();
    // The request is destroyed, not only its socket: an answered request is no longer the server's to abort,
    // and whatever reads its body must see it end to give back its slot.
    if (res.headersSent) {
      req.destroy();
      return;
    }
    res.setHeader('Connection', 'close');
    res.once('finish', () => req.destroy());
    answer(res, error);
  }
}

function formatRate(bytesPerSecond: number): string {
  return bytesPerSecond >= 1024 ? `${Math.round(bytesPerSecond / 1024)} KB/s` : `${bytesPerSecond} bytes/s`;
}
