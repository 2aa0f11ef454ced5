import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes } from '../../http/require-user.js';
import { presentAnswer } from '../answers/answer.presenter.js';

export function applicabilityRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  // Body {applicability: 'not_applicable', reason} or {applicability: 'applicable'}. 204 when no answer remains.
  router.put('/projects/:id/assessment-answers/:questionId/applicability', authenticated(async (req, res) => {
    const answer = await services.applicability.set(req.em, req.user, req.params.id, req.params.questionId, req.body);
    if (answer) res.json(presentAnswer(answer));
    else res.status(204).end();
  }));

  return router;
}
