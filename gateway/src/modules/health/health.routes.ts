import { Router } from 'express';

/** /healthz: the process answers. /readyz: the database is open, migrated and answers. */
export function healthRoutes(isReady: () => Promise<boolean>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const database = await isReady().catch(() => false);
    res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', database });
  });
  return router;
}
