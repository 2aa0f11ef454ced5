import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { apiDocsDir, apiDocsStylesheet } from './api-docs-paths.js';

/**
 * GET /docs/api: the API documentation page written at build time (see api-docs.ts), and its stylesheet.
 * Public, no token: it documents the API and holds no data. Introspection plays no part.
 */
export function apiDocsRoutes(dir = apiDocsDir): Router {
  const router = Router();
  const send = (res: Response, file: string) => {
    const target = path.join(dir, file);
    if (!existsSync(target)) {
      res.status(503).type('text').send('The API documentation is not built yet: run `npm run build -w gateway`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(target);
  };
  router.get(['/docs/api', '/docs/api/'], (_req, res) => send(res, 'index.html'));
  router.get(`/docs/api/${apiDocsStylesheet}`, (_req, res) => send(res, apiDocsStylesheet));
  return router;
}
