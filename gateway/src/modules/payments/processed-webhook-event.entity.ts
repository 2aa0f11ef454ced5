import { defineEntity, p } from '@mikro-orm/core';

/** A webhook event already handled: providers deliver at least once, so a repeated id is skipped. */
export const ProcessedWebhookEventSchema = defineEntity({
  name: 'ProcessedWebhookEvent',
  tableName: 'processed_webhook_events',
  properties: {
    eventId: p.string().length(255).primary(),
    type: p.string().length(100),
    processedAt: p.datetime().defaultRaw('now()'),
  },
});

export class ProcessedWebhookEvent extends ProcessedWebhookEventSchema.class {}
ProcessedWebhookEventSchema.setClass(ProcessedWebhookEvent);
