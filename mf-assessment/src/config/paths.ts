/** Links of this remote (the patterns it owns are mf_assessment's routes in @gap/schema `remotes`). */
export const paths = {
  projects: '/projects',
  projectAssessment: (id: number | string) => `/project-assessment/${id}`,
  gapAssessment: (id: number | string) => `/gap-assessment/${id}`,
  assessmentCredits: '/assessment-credits',
} as const;

/** Where a citation points: a document of a project and, when known, the page or section and the quoted words. */
export interface Citation {
  projectId: string;
  documentId: string;
  page?: number | null;
  section?: string | null;
  quote?: string | null;
}

/** The viewer's URL for a citation: `/projects/{id}/documents/{documentId}?page=N&section=…&quote=…`. */
export function documentViewerPath({ projectId, documentId, page, section, quote }: Citation): string {
  const params = new URLSearchParams();
  if (page) params.set('page', String(page));
  if (section) params.set('section', section);
  if (quote) params.set('quote', quote);
  const query = params.toString();
  return `/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(documentId)}${query ? `?${query}` : ''}`;
}
