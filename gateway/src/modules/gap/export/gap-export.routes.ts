import { Router } from 'express';
import type { Services } from '../../../app/services.js';
import { attachmentDisposition } from '../../../http/content-disposition.js';
import { authenticatedRoutes } from '../../../http/require-user.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function gapExportRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/projects/:id/export', authenticated(async (req, res) => {
    const prepared = await services.gapExport.prepare(req.em, req.user, req.params.id, req.query.assessmentId);
    res.setHeader('Content-Type', xlsxType);
    res.setHeader('Content-Disposition', attachmentDisposition(prepared.readableName, prepared.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    // Headers are sent with the first bytes; a failure after that can only cut the download short.
    await prepared.write(res);
    res.end();
  }));

  return router;
}
