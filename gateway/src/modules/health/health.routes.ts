import { Router } from 'express';
import { isDatabaseReachable, type Orm } from '../../db/orm.js';

/** /healthz: the process answers. /readyz: the database answers too. */
export function healthRoutes(orm: Orm): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const database = await isDatabaseReachable(orm);
    res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', database });
  });
  return router;
}
