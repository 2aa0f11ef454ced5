import { Router } from 'express';
import { z } from 'zod';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { bodyOrEmpty } from '../../lib/validation.js';
import { presentAnswer } from '../answers/answer.presenter.js';
import { projectLoader } from '../projects/project-loader.js';
import { applicabilityInput, questionIdInput } from './applicability.inputs.js';

export function applicabilityRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  // Body {applicability: 'not_applicable', reason} or {applicability: 'applicable'}. 204 when no answer remains.
  // Read in the order the service always checked: the project, the body, then the question id.
  const edge = { project: projectLoader(services.projects, 'editor'), body: bodyOrEmpty(applicabilityInput), params: z.object({ questionId: questionIdInput }) };
  router.put('/projects/:id/assessment-answers/:questionId/applicability', authenticated(validate(edge, async (req: AuthenticatedRequest, res, { project, body, params }) => {
    const answer = await services.applicability.set(req.em, req.user, project, params.questionId, body);
    if (answer) res.json(presentAnswer(answer));
    else res.status(204).end();
  })));

  return router;
}
