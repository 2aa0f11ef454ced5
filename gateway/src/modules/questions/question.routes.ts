import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes } from '../../http/require-user.js';
import { presentQuestion } from './question.presenter.js';

export function questionRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/test-types', authenticated((_req, res) => {
    res.json(services.questions.testTypes());
  }));

  // The test type is URL-encoded in the path; Express decodes it.
  router.get('/questions/:testType', authenticated(async (req, res) => {
    res.json((await services.questions.questionsOf(req.em, req.params.testType)).map(presentQuestion));
  }));

  return router;
}
