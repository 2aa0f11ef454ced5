/** Where a citation points: a document of a project and, when known, the page or section and the quoted words. */
export interface Citation {
  projectId: string;
  documentId: string;
  page?: number | null;
  section?: string | null;
  quote?: string | null;
}

/** The in-product viewer's route (mf_assessment's routes in @gap/schema list it too). */
export const documentViewerRoute = '/projects/:id/documents/:documentId';

/** The viewer's URL for a citation: `/projects/{id}/documents/{documentId}?page=N&section=…&quote=…`. */
export function documentViewerPath({ projectId, documentId, page, section, quote }: Citation): string {
  const params = new URLSearchParams();
  if (page) params.set('page', String(page));
  if (section) params.set('section', section);
  if (quote) params.set('quote', quote);
  const query = params.toString();
  return `/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(documentId)}${query ? `?${query}` : ''}`;
}

/** The cited place as the viewer reads it back from its URL; anything malformed counts as not given. */
export function citedPlace(params: URLSearchParams): { page: number | null; section: string | null; quote: string | null } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : null,
    section: params.get('section') || null,
    quote: params.get('quote')?.trim() || null,
  };
}
