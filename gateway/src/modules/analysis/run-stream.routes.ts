import type { Request, Response } from 'express';
import type { Services } from '../../app/services.js';
import { UnauthenticatedError } from '../../lib/errors.js';
import { analysisMessages } from './analysis-messages.js';
import { watchRun } from './run-progress.js';

/**
 * GET /api/runs/{runId}/stream?token= (server-sent events). The token, not a bearer header (EventSource cannot
 * send one), names the user: invalid, expired or issued for another run answers 401; a run that is not the
 * token holder's answers 404; so does a token whose credential was since revoked, and an open stream ends when
 * it is. Each message is `data: {"type", "data"}`; the first is the current state and the
 * stream ends after a terminal message. A gateway shutting down ends it with a `retry:` field: the browser
 * reconnects (to another gateway) and reads the current state first.
 */
export function runStreamHandler(services: Services) {
  return async (req: Request, res: Response): Promise<void> => {
    const grant = await services.analysis.streamTokens.verify(req.query.token);
    if (!grant) throw new UnauthenticatedError(analysisMessages.streamTokenInvalid);
    const run = await services.analysis.requireRun(req.em, { id: grant.userId }, req.params.runId, 'viewer');
    if (run.id !== grant.runId) throw new UnauthenticatedError(analysisMessages.streamTokenInvalid);
    // The credential that asked for the token must still be live (not signed out, revoked or expired).
    if (!(await services.credentials.isLive(req.em, grant.credential))) throw new UnauthenticatedError(analysisMessages.streamTokenInvalid);

    const events = watchRun(services.analysis.bus, run.id, () => services.analysis.view(req.em.fork(), run.id));
    res.status(200).set({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), services.analysis.streamHeartbeatMs);
    req.on('close', () => void events.return?.());
    const unregister = services.lifecycle.stream(res, () => void events.return?.());
    // Revoked while open: the stream ends, and the browser's reconnect is answered 401.
    // So is a member removed from the run's workspace (or leaving it): the stream ends at once, on any gateway.
    const stillMember = async (em: typeof req.em) => (await services.workspaces.projectAccess(em, grant.userId, run.project.id, 'viewer')) !== undefined;
    const unwatch = services.credentials.watch(grant.credential, () => req.em.fork(), () => void events.return?.(), stillMember);
    try {
      for await (const event of events) res.write(`data: ${JSON.stringify(event)}\n\n`);
    } catch (error) {
      req.log.error({ err: error, runId: run.id }, 'run stream failed');
    } finally {
      clearInterval(heartbeat);
      unregister();
      unwatch();
      res.end();
    }
  };
}
