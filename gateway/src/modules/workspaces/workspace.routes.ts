import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { changeRoleInput, createWorkspaceInput } from './workspace.inputs.js';
import { presentMember, presentWorkspace } from './workspace.presenter.js';

/** REST for scripts and integrators (DESIGN section 6): workspaces and their members. */
export function workspaceRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);
  const workspaces = services.workspaces;

  router.get('/workspaces', authenticated(async (req, res) => {
    res.json((await workspaces.list(req.em, req.user.id)).map(presentWorkspace));
  }));

  router.post('/workspaces', authenticated(validate({ body: createWorkspaceInput }, async (req: AuthenticatedRequest, res, { body }) => {
    res.status(201).json(presentWorkspace(await workspaces.create(req.em, req.user, body.name)));
  })));

  router.get('/workspaces/:id/members', authenticated(async (req, res) => {
    res.json((await workspaces.members(req.em, req.user.id, req.params.id)).map(presentMember));
  }));

  router.put('/workspaces/:id/members/:userId', authenticated(validate({ body: changeRoleInput }, async (req: AuthenticatedRequest<{ id: string; userId: string }>, res, { body }) => {
    res.json(presentMember(await workspaces.changeRole(req.em, req.user.id, req.params.id, req.params.userId, body.role)));
  })));

  router.delete('/workspaces/:id/members/:userId', authenticated(async (req, res) => {
    await workspaces.removeMember(req.em, req.user.id, req.params.id, req.params.userId);
    res.status(204).end();
  }));

  return router;
}
