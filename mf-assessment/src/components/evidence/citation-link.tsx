import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { type Citation, documentViewerPath } from '@/config/paths';

interface CitationLinkProps {
  /** The cited place; a document deleted since (documentId null) is named as plain text. */
  citation: Omit<Citation, 'projectId' | 'documentId'> & { documentId: string | null };
  /** The project, when the screen knows it; else the project of the current route (`/…/:id/…`). */
  projectId?: string;
  children: ReactNode;
}

/**
 * Every citation of a project's document: a link opening it in the viewer at the cited page or section with the
 * quote highlighted. The viewer's back link returns to the page the citation was on.
 */
export function CitationLink({ citation, projectId, children }: CitationLinkProps) {
  const { id: routeProjectId } = useParams();
  const { pathname, search } = useLocation();
  const project = projectId ?? routeProjectId;
  const { documentId } = citation;
  if (!project || !documentId) return <>{children}</>;
  return (
    <Link to={documentViewerPath({ ...citation, projectId: project, documentId })} state={{ from: pathname + search }}>
      {children}
    </Link>
  );
}
