import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { citedPlace } from '@/features/document-viewer/viewer-path';

// pdf.js and the viewer load only when a citation is opened (the questionnaire's download stays small).
const DocumentViewer = lazy(() => import('@/features/document-viewer/components/document-viewer'));

/** The page a citation was opened from, as CitationLink passes it: an in-app path only. */
const fromOf = (state: unknown): string | null => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
};

/** /projects/:id/documents/:documentId?page=&section=&quote= */
export function DocumentViewerRoute() {
  const { id = '', documentId = '' } = useParams();
  const [params] = useSearchParams();
  const { state } = useLocation();
  return (
    <Suspense
      fallback={
        <Card role="status" aria-busy="true" aria-label="Loading the document">
          <Skeleton active title paragraph={{ rows: 10 }} />
        </Card>
      }
    >
      <DocumentViewer projectId={id} documentId={documentId} cited={citedPlace(params)} from={fromOf(state)} />
    </Suspense>
  );
}
