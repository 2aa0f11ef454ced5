import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes } from '../../http/require-user.js';
import { presentProject } from '../projects/project.presenter.js';
import { presentAnswer, presentQuestionnaireItem } from './answer.presenter.js';

export function answerRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/projects/:id/assessment-answers', authenticated(async (req, res) => {
    const items = await services.answers.questionnaire(req.em, req.user, req.params.id, req.query.testType);
    res.json(items.map(presentQuestionnaireItem));
  }));

  // An upsert: saving again replaces the question's answer, so 200 either way.
  router.post('/projects/:id/assessment-answers', authenticated(async (req, res) => {
    res.json(presentAnswer(await services.answers.saveManual(req.em, req.user, req.params.id, req.body)));
  }));

  router.put('/projects/:id/test-type', authenticated(async (req, res) => {
    res.json(presentProject(await services.answers.setTestType(req.em, req.user, req.params.id, req.body)));
  }));

  return router;
}
