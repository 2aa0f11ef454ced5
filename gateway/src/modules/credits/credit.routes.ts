import { Router } from 'express';
import { creditPackages } from '@gap/schema';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes } from '../../http/require-user.js';
import { presentCredits, presentPackage } from './credit.presenter.js';

export function creditRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/credits', authenticated(async (req, res) => {
    res.json(presentCredits(await services.credits.history(req.em, req.user.id)));
  }));

  router.get('/credit-packages', (_req, res) => {
    res.json(creditPackages.map(presentPackage));
  });

  return router;
}
