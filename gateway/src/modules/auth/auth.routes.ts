import { Router } from 'express';
import { apiTokenMessages } from '@gap/schema';
import type { Services } from '../../app/services.js';
import { bearerToken } from '../../http/request-context.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { ForbiddenError } from '../../lib/errors.js';
import { bodyOrEmpty } from '../../lib/validation.js';
import { presentUser } from '../users/user.presenter.js';
import { changePasswordInput, loginInput, registerInput, signOutEverywhereInput } from './auth.inputs.js';

export function authRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.post('/auth/register', validate({ body: registerInput }, async (req, res, { body }) => {
    const { token } = await services.auth.register(req.em, body, req.ip ?? 'unknown');
    res.status(201).json({ token });
  }));

  router.post('/auth/login', validate({ body: loginInput }, async (req, res, { body }) => {
    const { token } = await services.auth.login(req.em, body, req.ip ?? 'unknown');
    res.json({ token });
  }));

  router.get('/user', authenticated((req, res) => {
    res.json(presentUser(req.profile));
  }));

  router.post('/auth/sign-out', authenticated(async (req, res) => {
    await services.auth.signOut(req.em, bearerToken(req.get('authorization')));
    res.status(204).end();
  }));

  // The body is optional: without one, API tokens are kept.
  router.post('/auth/sign-out-everywhere', authenticated(validate({ body: bodyOrEmpty(signOutEverywhereInput) }, async (req: AuthenticatedRequest, res, { body }) => {
    if (req.apiToken) throw new ForbiddenError(apiTokenMessages.sessionOnly);
    res.json(await services.auth.signOutEverywhere(req.em, req.user, body.revokeApiTokens));
  })));

  router.post('/auth/password', authenticated(validate({ body: bodyOrEmpty(changePasswordInput) }, async (req: AuthenticatedRequest, res, { body }) => {
    if (req.apiToken) throw new ForbiddenError(apiTokenMessages.sessionOnly);
    res.json(await services.auth.changePassword(req.em, req.user, body, req.ip ?? 'unknown'));
  })));

  return router;
}
