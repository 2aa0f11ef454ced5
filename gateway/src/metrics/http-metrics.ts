import type { Request, RequestHandler } from 'express';
import type { Histogram } from 'prom-client';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A path segment that is an id: digits, a UUID, or a long hex or base64url token. */
const idSegment = /\/(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{16,}|[A-Za-z0-9_-]{32,})(?=\/|$)/gi;

/** A path with its id segments replaced by `:id` (a defence: mount paths are fixed strings in this code). */
export function withoutIds(path: string): string {
  return path.replace(idSegment, '/:id');
}

/** The template of a matched Express route under its router's mount path: `/api` + `/projects/:id`. */
function templateOf(baseUrl: string, route: unknown): string {
  const path = (route as { path?: unknown } | undefined)?.path;
  const template = Array.isArray(path) ? path[0] : path;
  // A regular expression (the web client's page fallback) is no template to show.
  const full = typeof template === 'string' ? withoutIds(baseUrl) + template : `${withoutIds(baseUrl)}/*`;
  return full.length > 1 && full.endsWith('/') ? full.slice(0, -1) : full;
}

/**
 * Follows a request through the routers to name its route: Express sets `req.route` when a route matches and
 * `req.baseUrl` as the request enters and leaves each mounted router, and restores them when an error leaves a
 * router for the application's error handler; so both are read as they are set rather than once the response
 * is done. The label is the matched route's template (`/api/projects/:id`), never the raw path. A request
 * answered before any route matched (an authentication refusal, a 404 under /api, GraphQL, a remote's static
 * file) is labelled with the innermost router's mount path (`/api/*`, `/graphql`, `/mf/assessment/*`); one outside
 * every mount (the web client's files and pages, stray paths) `/*`.
 */
function followRouting(req: Request): () => string {
  let baseUrl: string = req.baseUrl ?? '';
  let route: unknown = req.route;
  let mount = '';
  let template: string | undefined;
  Object.defineProperties(req, {
    baseUrl: {
      configurable: true,
      enumerable: true,
      get: () => baseUrl,
      set(value: string) {
        baseUrl = value;
        if (value) mount = value;
      },
    },
    route: {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: unknown) {
        route = value;
        template = templateOf(baseUrl, value);
      },
    },
  });
  return () => {
    if (template) return template;
    if (!mount) return '/*';
    const path = req.originalUrl.split('?', 1)[0]!;
    const base = withoutIds(mount);
    return path === mount || path === `${mount}/` ? base : `${base}/*`;
  };
}

/** Observes every request's duration, route template and status once its response is done (or abandoned). */
export function httpMetrics(histogram: Histogram<'method' | 'route' | 'status_code'>): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const routeLabel = followRouting(req);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      histogram.observe(
        {
          method: methods.has(req.method) ? req.method : 'other',
          route: routeLabel(),
          status_code: res.writableFinished ? String(res.statusCode) : 'aborted',
        },
        seconds,
      );
    });
    next();
  };
}
