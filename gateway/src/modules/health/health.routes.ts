import { Router } from 'express';

/**
 * /healthz: the process answers. /readyz: the database is open, migrated and answers, and the process is not
 * shutting down (a load balancer stops sending it traffic from that moment).
 */
export function healthRoutes(isReady: () => Promise<boolean>, isStopping: () => boolean = () => false): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    if (isStopping()) {
      res.status(503).json({ status: 'stopping' });
      return;
    }
    const database = await isReady().catch(() => false);
    res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', database });
  });
  return router;
}
