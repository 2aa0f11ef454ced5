/** The in-product viewer's route (mf_assessment's routes in @gap/schema list it too). */
export const documentViewerRoute = '/projects/:id/documents/:documentId';

/** The cited place as the viewer reads it back from its URL; anything malformed counts as not given. */
export function citedPlace(params: URLSearchParams): { page: number | null; section: string | null; quote: string | null } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : null,
    section: params.get('section') || null,
    quote: params.get('quote')?.trim() || null,
  };
}
