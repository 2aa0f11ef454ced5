import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { requestedWorkspace } from '../../http/workspace-header.js';
import { nextPageHeaders } from '../../lib/connection.js';
import { createProjectInput, listProjectsInput } from './project.inputs.js';
import { presentProject } from './project.presenter.js';

export function projectRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/projects', authenticated(validate({ query: listProjectsInput }, async (req: AuthenticatedRequest, res, { query }) => {
    // The SPEC's answer is a bare array: the next page's cursor travels in X-Next-Cursor and Link (docs/api.md).
    const page = await services.projects.page(req.em, req.profile, query, requestedWorkspace(req));
    res.set(nextPageHeaders('/api/projects', query.size, page.pageInfo)).json(page.nodes);
  })));

  router.post('/projects', authenticated(validate({ body: createProjectInput }, async (req: AuthenticatedRequest, res, { body }) => {
    const project = await services.projects.create(req.em, req.user, body, requestedWorkspace(req));
    res.status(201).json(presentProject(project));
  })));

  router.get('/projects/:id', authenticated(async (req, res) => {
    const project = await services.projects.requireProject(req.em, req.user, req.params.id, 'viewer');
    res.json({ ...presentProject(project), analysisRuns: await services.analysis.allowance(req.em, project.id) });
  }));

  router.delete('/projects/:id', authenticated(async (req, res) => {
    await services.projects.delete(req.em, req.user, req.params.id);
    res.status(204).end();
  }));

  router.get('/assessment/dashboard-stats', authenticated(async (req, res) => {
    res.json(await services.dashboard.stats(req.em, req.user, requestedWorkspace(req)));
  }));

  return router;
}
