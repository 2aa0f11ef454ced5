import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import { type MouseEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { placeOf } from '@gap/schema';
import { downloadFile, errorMessage, graphQLErrorCode, PageHeader, useToast } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { originalPath } from '../api/original-path';
import { useViewedDocument } from '../api/use-viewed-document';
import { PdfView } from './pdf-view';
import { TextView } from './text-view';

interface DocumentViewerProps {
  projectId: string;
  documentId: string;
  cited: { page: number | null; section: string | null; quote: string | null };
  /** The page the citation was opened from (the back link returns there), if known. */
  from: string | null;
}

/**
 * A cited document in the product: a PDF drawn at the cited page, other kinds as their extracted text at the cited
 * section, the quote highlighted; the original downloadable. Another user's document, one that is not in this
 * project or one deleted since: "Document not found".
 */
export default function DocumentViewer({ projectId, documentId, cited, from }: DocumentViewerProps) {
  const { data, error, refetch } = useViewedDocument(projectId, documentId);
  const document = data?.document;
  const back = <BackLink to={from ?? `${paths.projectAssessment(projectId)}?tab=documents`} history={from !== null} />;

  if (graphQLErrorCode(error) === 'NOT_FOUND') {
    return <Result status="404" title="Document not found" subTitle="This document does not exist, was deleted, or is in a project you do not have access to." extra={back} />;
  }
  if (error && !document) {
    return (
      <Result
        status="error"
        title="The document could not be loaded"
        subTitle={errorMessage(error)}
        extra={
          <Space wrap>
            {back}
            <Button type="primary" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          </Space>
        }
      />
    );
  }
  if (!document) {
    return (
      <Card role="status" aria-busy="true" aria-label="Loading the document">
        <Skeleton active title paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  const place = placeOf(cited) ?? undefined;
  return (
    <div style={{ maxWidth: 960, marginInline: 'auto' }}>
      {back}
      <PageHeader title={document.name} description={place && `Cited at: ${place}`} extra={<DownloadOriginal projectId={projectId} documentId={documentId} name={document.name} />} />
      {document.type === 'application/pdf' ? (
        <PdfView projectId={projectId} documentId={documentId} citedPage={cited.page} quote={cited.quote} />
      ) : (
        <TextView projectId={projectId} documentId={documentId} name={document.name} cited={cited} />
      )}
    </div>
  );
}

/** Back where the citation was opened (through history, so that page keeps its state), else to the project. */
function BackLink({ to, history }: { to: string; history: boolean }) {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent) => {
    if (!history || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={to} onClick={goBack} style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
      <ArrowLeftOutlined aria-hidden /> Back
    </Link>
  );
}

/** The file as uploaded, through the one download helper, saved under its own name (the header's ASCII form loses accents). */
function DownloadOriginal({ projectId, documentId, name }: { projectId: string; documentId: string; name: string }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(originalPath(projectId, documentId), name);
    } catch (failure) {
      toast.failed('Download Failed', failure, 'Failed to download the document');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
      Download original
    </Button>
  );
}
