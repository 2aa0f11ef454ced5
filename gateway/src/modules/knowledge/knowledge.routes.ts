import path from 'node:path';
import { Router } from 'express';
import { limits } from '@gap/schema';
import type { Services } from '../../app/services.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { admitUpload } from '../../lib/admission.js';
import { parseInput } from '../../lib/validation.js';
import { discardRest } from '../documents/upload-stream.js';
import { crawlInput, searchInput } from './knowledge.inputs.js';
import { presentChunk, presentStats } from './knowledge.presenter.js';
import { requireAdmin } from './knowledge.service.js';
import { searchPage, searchRestPageInput } from './search-page.js';
import { receiveFiles } from './upload/receive-files.js';

/** SPEC 7 knowledge calls. Reading needs a signed-in user; crawl, upload and clear an administrator (403). */
export function knowledgeRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/knowledge/stats', authenticated(async (req: AuthenticatedRequest, res) => {
    res.json(presentStats(await services.knowledge.stats(req.em), req.user.isAdmin));
  }));

  // SPEC: {query, limit} → {chunks}. With a `cursor` in the body (null for the first page) the results come a page
  // at a time in a stable order (by similarity, then id), with the next page's cursor in `nextCursor` (docs/api.md).
  router.post('/knowledge/search', authenticated(validate({ body: searchInput }, async (req: AuthenticatedRequest, res, { body }) => {
    if (body.cursor !== undefined) {
      const page = parseInput(searchRestPageInput, { limit: body.limit, cursor: body.cursor });
      const found = await searchPage(services.knowledge, req.em, body.query, page, req.id);
      res.json({ chunks: found.nodes, nextCursor: found.pageInfo.hasNextPage ? found.pageInfo.endCursor : null });
      return;
    }
    const chunks = await services.knowledge.search(req.em, body, req.id);
    res.json({ chunks: chunks.map(presentChunk) });
  })));

  // The role before the body, as the service checks them.
  router.post('/knowledge/crawl', authenticated(validate({ admin: (req: AuthenticatedRequest) => requireAdmin(req.user), body: crawlInput }, async (req: AuthenticatedRequest, res, { body }) => {
    res.json(await services.knowledge.crawl(req.em, req.user, body));
  })));

  router.post('/knowledge/upload', authenticated(async (req, res) => {
    // The role first: nobody but an administrator streams files into the knowledge base. Then a slot shared
    // with document uploads, so knowledge files cannot take the server's upload capacity.
    const accepts = (name: string) => (limits.knowledgeExtensions as readonly string[]).includes(path.extname(name).toLowerCase());
    const result = await admitUpload(
      services.admission.uploads,
      req.user.id,
      { before: () => requireAdmin(req.user), refused: () => discardRest(req, 512 * 1024) },
      async () => {
        const { files, names } = await receiveFiles(req, accepts, services.admission.uploadPace);
        return services.knowledge.upload(req.em, req.user, files, names);
      },
    );
    res.json(result);
  }));

  router.delete('/knowledge/clear', authenticated(async (req, res) => {
    await services.knowledge.clear(req.em, req.user);
    res.json({ cleared: true });
  }));

  return router;
}
