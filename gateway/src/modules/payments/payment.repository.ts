import type { Em } from '../../db/orm.js';

/** Remembers a Stripe event; answers false when it was already processed (Stripe delivers at least once). */
export async function recordWebhookEvent(tx: Em, eventId: string, type: string): Promise<boolean> {
  const fresh = await tx.execute<unknown[]>(
    'insert into processed_webhook_events (event_id, type) values (?, ?) on conflict (event_id) do nothing returning event_id',
    [eventId, type],
  );
  return fresh.length > 0;
}
