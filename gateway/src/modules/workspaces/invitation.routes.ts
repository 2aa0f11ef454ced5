import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { pageOrigin } from '../../http/page-origin.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { bodyOrEmpty } from '../../lib/validation.js';
import { presentCreatedInvitation, presentInvitation } from './invitation.presenter.js';
import { acceptInvitationInput, createInvitationInput } from './workspace.inputs.js';
import { presentWorkspace } from './workspace.presenter.js';

/** REST for invitations (DESIGN section 6); the rules are InvitationService's. */
export function invitationRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);
  const invitations = services.invitations;

  router.post('/workspaces/:id/invitations', authenticated(validate({ body: bodyOrEmpty(createInvitationInput) }, async (req: AuthenticatedRequest<{ id: string }>, res, { body }) => {
    res.status(201).json(presentCreatedInvitation(await invitations.create(req.em, req.user, req.params.id, body, pageOrigin(req) ?? '')));
  })));

  router.get('/workspaces/:id/invitations', authenticated(async (req, res) => {
    res.json((await invitations.pending(req.em, req.user.id, req.params.id)).map(presentInvitation));
  }));

  router.delete('/invitations/:id', authenticated(async (req, res) => {
    await invitations.revoke(req.em, req.user.id, req.params.id);
    res.status(204).end();
  }));

  router.post('/invitations/accept', authenticated(validate({ body: bodyOrEmpty(acceptInvitationInput) }, async (req: AuthenticatedRequest, res, { body }) => {
    res.json(presentWorkspace(await invitations.accept(req.em, req.user.id, body.token)));
  })));

  return router;
}
