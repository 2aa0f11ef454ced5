import { Router } from 'express';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { parseInput } from '../../lib/validation.js';
import { activityPage, presentActivity } from './activity-page.js';
import { activityFilterInput, activityRestPageInput } from './activity.inputs.js';

const kindsOf = (raw: unknown) => (typeof raw === 'string' && raw ? raw.split(',') : Array.isArray(raw) ? raw : undefined);

/** `GET /api/projects/{id}/activity?limit=&cursor=&kinds=a,b&actorId=` → `{ items, nextCursor }` (DESIGN section 6). */
export function activityRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  const edge = {
    query: activityRestPageInput,
    filter: (req: AuthenticatedRequest) => parseInput(activityFilterInput, { kinds: kindsOf(req.query.kinds), actorId: req.query.actorId }),
    project: (req: AuthenticatedRequest) => services.projects.requireProject(req.em, req.user, req.params.id, 'viewer'),
  };
  router.get('/projects/:id/activity', authenticated(validate(edge, async (req: AuthenticatedRequest, res, { query, filter, project }) => {
    const page = await activityPage(req.em, { ...filter, projectId: project.id }, query);
    res.json({ items: page.nodes.map(presentActivity), nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null });
  })));

  return router;
}
