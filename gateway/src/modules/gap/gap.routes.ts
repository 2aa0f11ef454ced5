import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { nextPageHeaders } from '../../lib/connection.js';
import { findingsPage, listFindingsInput } from './finding-page.js';
import { presentAssessmentSummary, presentFinding, presentPreview, presentResult } from './gap.presenter.js';

/** SPEC 7 / DESIGN 5: run a gap assessment, read its findings and the project's history. */
export function gapRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.post('/projects/:id/gap-assessment', authenticated(async (req, res) => {
    res.status(201).json(presentResult(await services.gap.run(req.em, req.user, req.params.id, { requestId: req.id })));
  }));

  router.get('/projects/:id/gap-preview', authenticated(async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(presentPreview(await services.gap.preview(req.em, req.user, req.params.id)));
  }));

  router.get('/projects/:id/gap-assessments', authenticated(async (req, res) => {
    res.json((await services.gap.history(req.em, req.user, req.params.id)).map(presentAssessmentSummary));
  }));

  router.get('/projects/:id/gap-findings', authenticated(validate({ query: listFindingsInput }, async (req: AuthenticatedRequest<{ id: string }>, res, { query }) => {
    const page = await findingsPage(req.em, services.gap, req.user, req.params.id, req.query.assessmentId, query);
    // SPEC 9 caches findings 5 minutes: safe for a given assessment (never changes), not for "the latest".
    res.set('Cache-Control', req.query.assessmentId ? 'private, max-age=300' : 'private, no-cache');
    // The SPEC's answer is a bare array: the next page's cursor travels in X-Next-Cursor and Link (docs/api.md).
    // The next page names the assessment read, so a newer assessment meanwhile does not change the list paged through.
    const assessmentId = page.nodes[0]?.assessment.id;
    res.set(nextPageHeaders(`/api/projects/${encodeURIComponent(req.params.id)}/gap-findings${assessmentId ? `?assessmentId=${assessmentId}` : ''}`, query.size, page.pageInfo));
    res.json(page.nodes.map(presentFinding));
  })));

  return router;
}
