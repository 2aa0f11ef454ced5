import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes } from '../../http/require-user.js';
import { presentAssessmentSummary, presentFinding, presentPreview, presentResult } from './gap.presenter.js';

/** SPEC 7 / DESIGN 5: run a gap assessment, read its findings and the project's history. */
export function gapRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.post('/projects/:id/gap-assessment', authenticated(async (req, res) => {
    res.status(201).json(presentResult(await services.gap.run(req.em, req.user, req.params.id)));
  }));

  router.get('/projects/:id/gap-preview', authenticated(async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(presentPreview(await services.gap.preview(req.em, req.user, req.params.id)));
  }));

  router.get('/projects/:id/gap-assessments', authenticated(async (req, res) => {
    res.json((await services.gap.history(req.em, req.user, req.params.id)).map(presentAssessmentSummary));
  }));

  router.get('/projects/:id/gap-findings', authenticated(async (req, res) => {
    const findings = await services.gap.findings(req.em, req.user, req.params.id, req.query.assessmentId);
    // SPEC 9 caches findings 5 minutes: safe for a given assessment (never changes), not for "the latest".
    res.set('Cache-Control', req.query.assessmentId ? 'private, max-age=300' : 'private, no-cache');
    res.json(findings.map(presentFinding));
  }));

  return router;
}
