import express, { Router } from 'express';
import type { Services } from '../../app/services.js';
import { NotFoundError } from '../../lib/errors.js';

/**
 * POST /api/stripe/webhook. Mounted before the JSON body parser: the signature covers the exact bytes
 * Stripe sent, so the body is kept raw whatever its content type.
 */
export function stripeWebhookRoutes(services: Services): Router {
  const router = Router();
  router.post('/', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!services.stripeWebhooks) throw new NotFoundError('Not found');
    res.json(await services.stripeWebhooks.handle(req.em, req.body, req.get('stripe-signature')));
  });
  return router;
}
