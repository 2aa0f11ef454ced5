import { Router } from 'express';
import { creditPackages } from '@gap/schema';
import type { Services } from '../../app/services.js';
import { requireUser } from '../../http/require-user.js';
import { presentCredits, presentPackage } from './credit.presenter.js';

export function creditRoutes(services: Services): Router {
  const router = Router();

  router.get('/credits', requireUser(services), async (req, res) => {
    res.json(presentCredits(await services.credits.history(req.em, req.user!.id)));
  });

  router.get('/credit-packages', (_req, res) => {
    res.json(creditPackages.map(presentPackage));
  });

  return router;
}
