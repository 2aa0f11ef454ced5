import express, { Router, type RequestHandler } from 'express';
import type { Services } from '../../app/services.js';
import { NotFoundError } from '../../lib/errors.js';

/**
 * POST /api/stripe/webhook. Mounted before the JSON body parser: the signature covers the exact bytes
 * Stripe sent, so the body is kept raw whatever its content type.
 */
export function stripeWebhookRoutes(services: Services): Router {
  const router = Router();
  // Without Stripe (the demo provider) there is no webhook: refused before any byte of the body is read.
  const refuseWithoutStripe: RequestHandler = (_req, res, next) => {
    if (services.stripeWebhooks) return next();
    res.setHeader('Connection', 'close');
    next(new NotFoundError('Not found'));
  };
  router.post('/', refuseWithoutStripe, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    res.json(await services.stripeWebhooks!.handle(req.em, req.body, req.get('stripe-signature')));
  });
  return router;
}
