import { Router } from 'express';
import { limits } from '@gap/schema';
import type { Services } from '../../app/services.js';
import { attachmentDisposition } from '../../http/content-disposition.js';
import { authenticatedRoutes, type AuthenticatedRequest } from '../../http/require-user.js';
import { validate } from '../../http/validate.js';
import { nextPageHeaders } from '../../lib/connection.js';
import { receiveDocument, type ReadUpload } from './document-upload.js';
import { listDocumentsInput } from './document.inputs.js';
import { presentDocument } from './document.presenter.js';
import { discardRest, receiveSingleFile } from './upload-stream.js';

/**
 * Upload status codes: 400 no/empty file or malformed request, 404 unknown or foreign project,
 * 409 same content already in the project, 413 over 20 MB, 415 type not allowed or content not of the
 * named type, 422 a file of the right type that is unsafe or unreadable (damaged, encrypted, zip bomb,
 * entity declarations, parser limits).
 */
export function documentRoutes(services: Services): Router {
  const router = Router();
  const authenticated = authenticatedRoutes(services);

  // The SPEC's answer is a bare array: the next page's cursor travels in X-Next-Cursor and Link (docs/api.md).
  router.get('/projects/:id/documents', authenticated(validate({ query: listDocumentsInput }, async (req: AuthenticatedRequest<{ id: string }>, res, { query }) => {
    const page = await services.documents.page(req.em, req.user, req.params.id, query);
    res.set(nextPageHeaders(`/api/projects/${encodeURIComponent(req.params.id)}/documents`, query.size, page.pageInfo)).json(page.nodes.map(presentDocument));
  })));

  router.post('/projects/:id/documents', authenticated(async (req: AuthenticatedRequest<{ id: string }>, res) => {
    const read: ReadUpload = (checkName) => receiveSingleFile(req, { field: 'file', maxBytes: limits.uploadMaxBytes, checkName, pace: services.admission.uploadPace });
    // Refused before reading (busy, over quota): a small body is drained so its sender reads the answer;
    // a large one is cut, or a crowd of refused uploads would still cost the server their transfer.
    const document = await receiveDocument(services, req.em, req.user, req.params.id, read, () => discardRest(req, 512 * 1024));
    res.status(201).json(presentDocument(document));
  }));

  // The file as uploaded, for project members (and the in-product PDF viewer): named, typed as verified at upload.
  router.get('/projects/:id/documents/:documentId/original', authenticated(async (req: AuthenticatedRequest<{ id: string; documentId: string }>, res) => {
    const { document, content } = await services.documentContent.original(req.em, req.user, req.params.id, req.params.documentId);
    res.setHeader('Content-Type', document.type);
    res.setHeader('Content-Length', content.length);
    res.setHeader('Content-Disposition', attachmentDisposition(document.name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(content);
  }));

  router.delete('/documents/:id', authenticated(async (req, res) => {
    await services.documents.delete(req.em, req.user, req.params.id);
    res.status(204).end();
  }));

  return router;
}
