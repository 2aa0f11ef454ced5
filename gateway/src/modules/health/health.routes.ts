import { Router } from 'express';

/**
 * /healthz: the process answers. /readyz: the database is open, migrated and answers, and the process is not
 * shutting down (a load balancer stops sending it traffic from that moment). `details` adds what the load balancer
 * does not decide on: the AI engine and its model's start-up check. A model that fails its check leaves the
 * gateway ready: every other part of the product works without it, and each run reports the provider's refusal.
 */
export function healthRoutes(isReady: () => Promise<boolean>, isStopping: () => boolean = () => false, details: () => Record<string, unknown> = () => ({})): Router {
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
    res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', database, ...details() });
  });
  return router;
}
