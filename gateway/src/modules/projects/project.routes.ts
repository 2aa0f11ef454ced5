import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { createProjectInput, listProjectsInput } from './project.inputs.js';
import { presentProject } from './project.presenter.js';

export function projectRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/projects', authenticated(validate({ query: listProjectsInput }, async (req: AuthenticatedRequest, res, { query }) => {
    res.json(await services.projects.list(req.em, req.profile, query));
  })));

  router.post('/projects', authenticated(validate({ body: createProjectInput }, async (req: AuthenticatedRequest, res, { body }) => {
    const project = await services.projects.create(req.em, req.user, body);
    res.status(201).json(presentProject(project));
  })));

  router.get('/projects/:id', authenticated(async (req, res) => {
    const project = await services.projects.requireOwned(req.em, req.user, req.params.id);
    res.json({ ...presentProject(project), analysisRuns: await services.analysis.allowance(req.em, project.id) });
  }));

  router.delete('/projects/:id', authenticated(async (req, res) => {
    await services.projects.delete(req.em, req.user, req.params.id);
    res.status(204).end();
  }));

  router.get('/assessment/dashboard-stats', authenticated(async (req, res) => {
    res.json(await services.dashboard.stats(req.em, req.user));
  }));

  return router;
}
