import type { Request, Response } from 'express';
import { HttpLifecycle } from './lifecycle.js';

// A long-lived Set that every response passed through kept much of each request's objects alive through V8's
// young-generation collections (see HttpLifecycle.inFlight and docs/decisions/request-prototype-getters.md):
// responses are counted instead.
test('the lifecycle counts requests in flight without keeping them, and wakes its waiters when the last closes', async () => {
  const lifecycle = new HttpLifecycle();
  const listeners: (() => void)[] = [];
  const response = () => ({ once: (_event: string, listener: () => void) => listeners.push(listener) }) as unknown as Response;
  const [first, second] = [response(), response()];
  lifecycle.track({} as Request, first, () => undefined);
  lifecycle.track({} as Request, second, () => undefined);
  expect(lifecycle.inFlightCount).toBe(2);
  const held = Object.values(lifecycle).filter((value) => value instanceof Set || value instanceof Map);
  expect(held.some((collection: Set<unknown> | Map<unknown, unknown>) => collection.has(first))).toBe(false);

  const idle = lifecycle.idle(60_000);
  listeners[0]!();
  listeners[0]!(); // a second close of the same response counts once
  expect(lifecycle.inFlightCount).toBe(1);
  listeners[1]!();
  expect(lifecycle.inFlightCount).toBe(0);
  await expect(idle).resolves.toBe(true);
});
