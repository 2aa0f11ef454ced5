import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { bodyOrEmpty } from '../../lib/validation.js';
import { projectLoader } from '../projects/project-loader.js';
import { presentProject } from '../projects/project.presenter.js';
import { bulkStatusInput, saveAnswerInput, testTypeInput } from './answer.inputs.js';
import { presentAnswer, presentQuestionnaireItem } from './answer.presenter.js';

export function answerRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);
  const owned = projectLoader(services.projects, 'editor');

  router.get('/projects/:id/assessment-answers', authenticated(async (req, res) => {
    const items = await services.answers.questionnaire(req.em, req.user, req.params.id, req.query.testType);
    res.json(items.map(presentQuestionnaireItem));
  }));

  // An upsert: saving again replaces the question's answer, so 200 either way.
  router.post('/projects/:id/assessment-answers', authenticated(validate({ project: owned, body: bodyOrEmpty(saveAnswerInput) }, async (req: AuthenticatedRequest, res, { project, body }) => {
    res.json(presentAnswer(await services.answers.saveManual(req.em, req.user, project, body)));
  })));

  router.post('/projects/:id/assessment-answers/bulk', authenticated(validate({ project: owned, body: bodyOrEmpty(bulkStatusInput) }, async (req: AuthenticatedRequest, res, { project, body }) => {
    const { answers, skipped } = await services.answers.setStatuses(req.em, req.user, project, body);
    res.json({ updated: answers.length, skipped, answers: answers.map(presentAnswer) });
  })));

  router.put('/projects/:id/test-type', authenticated(validate({ project: owned, body: bodyOrEmpty(testTypeInput) }, async (req: AuthenticatedRequest, res, { project, body }) => {
    res.json(presentProject(await services.answers.setTestType(req.em, project, body)));
  })));

  return router;
}
