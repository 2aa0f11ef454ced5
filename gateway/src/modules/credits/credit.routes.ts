import { Router } from 'express';
import { creditPackages } from '@gap/schema';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes } from '../../http/require-user.js';
import { requestedWorkspace } from '../../http/workspace-header.js';
import { presentCredits, presentPackage } from './credit.presenter.js';

export function creditRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/credits', authenticated(async (req, res) => {
    const { workspaceId } = await services.workspaces.resolve(req.em, req.user.id, requestedWorkspace(req));
    res.json(presentCredits(await services.credits.history(req.em, workspaceId)));
  }));

  router.get('/credit-packages', (_req, res) => {
    res.json(creditPackages.map(presentPackage));
  });

  return router;
}
