import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { requestedWorkspace } from '../../http/workspace-header.js';
import { confirmPurchaseInput, createPaymentIntentInput, demoPaymentInput, intentStatusParams } from './payment.inputs.js';

/** The SPEC's payment calls plus the payment config and the demo provider's card form. */
export function paymentRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/payments/config', (_req, res) => {
    res.json(services.payments.config());
  });

  router.post('/create-payment-intent', authenticated(validate({ body: createPaymentIntentInput }, async (req: AuthenticatedRequest, res, { body }) => {
    // Credits are bought for a workspace, by its owner (403 for an editor or viewer).
    const { workspaceId } = await services.workspaces.resolve(req.em, req.user.id, requestedWorkspace(req), 'owner');
    res.status(201).json(await services.payments.createIntent(req.em, req.user, body, workspaceId));
  })));

  router.post('/confirm-credit-purchase', authenticated(validate({ body: confirmPurchaseInput }, async (req: AuthenticatedRequest, res, { body }) => {
    res.json(await services.payments.confirmPurchase(req.em, req.user, body));
  })));

  router.get('/payments/intents/:paymentIntentId', authenticated(validate({ params: intentStatusParams }, async (req: AuthenticatedRequest, res, { params }) => {
    res.json(await services.payments.intentStatus(req.em, req.user, params.paymentIntentId));
  })));

  // The provider before the body, as the service checks them (404 when Stripe is the provider).
  const demoProvider = () => services.payments.demoProvider();
  router.post('/payments/demo/:paymentIntentId/pay', authenticated(validate({ demoProvider, body: demoPaymentInput }, async (req: AuthenticatedRequest, res, { body }) => {
    res.json(await services.payments.payDemoIntent(req.em, req.user, String(req.params.paymentIntentId), body));
  })));

  return router;
}
