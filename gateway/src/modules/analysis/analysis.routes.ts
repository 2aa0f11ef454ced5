import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { nextPageHeaders } from '../../lib/connection.js';
import { bodyOrEmpty } from '../../lib/validation.js';
import { projectLoader } from '../projects/project-loader.js';
import { runsRestPageInput, startRunInput } from './analysis.inputs.js';
import { ActiveRunError } from './analysis.service.js';
import { runsPage } from './run-page.js';
import { runStreamHandler } from './run-stream.routes.js';

/** 409 for an active run carries its id (DESIGN 5: `{message, runId}`), so the client can attach to it. */
function activeRunBody(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (error instanceof ActiveRunError) {
    res.status(409).json({ message: error.message, runId: error.runId });
    return;
  }
  next(error);
}

export function analysisRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);
  const analysis = services.analysis;
  const owned = projectLoader(services.projects, 'editor');
  const readable = projectLoader(services.projects, 'viewer');

  router.post('/projects/:id/assessment/runs', authenticated(validate({ project: owned, body: bodyOrEmpty(startRunInput) }, async (req: AuthenticatedRequest, res, { project, body }) => {
    const { run, streamToken } = await analysis.start(req.em, req.user, req.credential, project, body);
    res.status(201).json({ runId: run.runId, streamToken, run });
  })));

  router.get('/projects/:id/assessment/runs', authenticated(validate({ project: readable, query: runsRestPageInput }, async (req: AuthenticatedRequest, res, { project, query }) => {
    // A bare array (kept as it was): the next page's cursor travels in X-Next-Cursor and Link (docs/api.md).
    const page = await runsPage(req.em, project, query, analysis.lookup);
    res.set(nextPageHeaders(`/api/projects/${project.id}/assessment/runs`, query.size, page.pageInfo)).json(page.nodes);
  })));

  router.post('/projects/:id/analyze-documents', authenticated(validate({ project: owned, body: bodyOrEmpty(startRunInput) }, async (req: AuthenticatedRequest, res, { project, body }) => {
    const { answersFound, totalQuestions, run } = await analysis.analyzeNow(req.em, req.user, project, body);
    res.json({ answersFound, totalQuestions, runId: run.runId, status: run.status });
  })));

  router.get('/runs/:runId', authenticated(async (req, res) => {
    res.json(await analysis.get(req.em, req.user, req.params.runId));
  }));

  router.post('/runs/:runId/cancel', authenticated(async (req, res) => {
    res.status(202).json(await analysis.cancel(req.em, req.user, req.params.runId));
  }));

  // A fresh token for a run the page is already showing (after a reload, or when the first one expired).
  router.post('/runs/:runId/stream-token', authenticated(async (req, res) => {
    res.json({ runId: Number(req.params.runId), streamToken: await analysis.streamToken(req.em, req.user, req.credential, req.params.runId) });
  }));

  router.get('/runs/:runId/stream', runStreamHandler(services));

  router.use(activeRunBody);
  return router;
}
