import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { pageOrigin } from '../../http/page-origin.js';
import { apiDocsDir, apiDocsStylesheet, originPlaceholder } from './api-docs-paths.js';

/**
 * GET /docs/api: the API documentation page written at build time (see api-docs.ts), and its stylesheet.
 * Public, no token: it documents the API and holds no data. Introspection plays no part.
 */
export function apiDocsRoutes(dir = apiDocsDir): Router {
  const router = Router();
  let page: { mtimeMs: number; html: string } | undefined;
  const missing = (res: Response) => res.status(503).type('text').send('The API documentation is not built yet: run `npm run build -w gateway`.');

  router.get(['/docs/api', '/docs/api/'], (req, res) => {
    const target = path.join(dir, 'index.html');
    if (!existsSync(target)) return void missing(res);
    const { mtimeMs } = statSync(target);
    if (page?.mtimeMs !== mtimeMs) page = { mtimeMs, html: readFileSync(target, 'utf8') };
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Host');
    res.type('html').send(page.html.replaceAll(originPlaceholder, pageOrigin(req) ?? originPlaceholder));
  });
  router.get(`/docs/api/${apiDocsStylesheet}`, (_req, res) => {
    const target = path.join(dir, apiDocsStylesheet);
    if (!existsSync(target)) return void missing(res);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(target);
  });
  return router;
}
