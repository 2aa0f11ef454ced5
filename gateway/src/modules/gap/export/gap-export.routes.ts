import { Router } from 'express';
import type { Services } from '../../../app/services.js';
import { authenticatedRoutes } from '../../../http/require-user.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 6266: an ASCII `filename` (the SPEC's {hash}.xlsx) and a UTF-8 `filename*` with the readable name. */
export function contentDisposition(fileName: string, readableName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(readableName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function gapExportRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  router.get('/projects/:id/export', authenticated(async (req, res) => {
    const prepared = await services.gapExport.prepare(req.em, req.user, req.params.id, req.query.assessmentId);
    res.setHeader('Content-Type', xlsxType);
    res.setHeader('Content-Disposition', contentDisposition(prepared.fileName, prepared.readableName));
    res.setHeader('Cache-Control', 'private, no-store');
    // Headers are sent with the first bytes; a failure after that can only cut the download short.
    await prepared.write(res);
    res.end();
  }));

  return router;
}
