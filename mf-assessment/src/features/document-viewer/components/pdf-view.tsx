import { LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@gap/schema/web';
import { originalPath } from '../api/original-path';
import { PdfPage } from '../pdf/pdf-page';
import { usePdfFile } from '../pdf/use-pdf-file';
import { QuoteStatus } from './quote-status';

/** Page widths offered, as multiples of the column's width (the first fits it). */
const zooms = [1, 1.5, 2, 3];

interface PdfViewProps {
  projectId: string;
  documentId: string;
  citedPage: number | null;
  quote: string | null;
}

/** A PDF drawn in the page by pdf.js, opened at the cited page with the quote highlighted, one page at a time. */
export function PdfView({ projectId, documentId, citedPage, quote }: PdfViewProps) {
  const { pdf, error, retry } = usePdfFile(originalPath(projectId, documentId));
  const [requested, setRequested] = useState(citedPage ?? 1);
  // null while the cited page is being drawn; then whether the quote was found on it.
  const [found, setFound] = useState<boolean | null>(null);
  const [zoom, setZoom] = useState(0);

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The PDF could not be shown"
        description={errorMessage(error)}
        action={
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!pdf) {
    return (
      <Card role="status" aria-busy="true" aria-label="Loading the PDF">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const last = pdf.pageCount;
  const page = Math.min(Math.max(1, requested), last);
  // Without a cited page, the quote is looked for on the first page.
  const quotePage = Math.min(citedPage ?? 1, last);
  const goTo = (next: number) => setRequested(Math.min(Math.max(1, next), last));
  return (
    <Flex vertical gap={12}>
      {quote && <QuoteStatus quote={quote} place={`on page ${quotePage}`} found={page === quotePage ? found : null} onShow={page === quotePage ? undefined : () => goTo(quotePage)} />}
      <Flex align="center" justify="center" gap={16} wrap>
        <Flex component="nav" aria-label="Pages" align="center" gap={8}>
          <Button icon={<LeftOutlined />} aria-label="Previous page" disabled={page <= 1} onClick={() => goTo(page - 1)} />
          <Typography.Text aria-live="polite">
            Page {page} of {last}
          </Typography.Text>
          <Button icon={<RightOutlined />} aria-label="Next page" disabled={page >= last} onClick={() => goTo(page + 1)} />
        </Flex>
        <Flex role="group" aria-label="Zoom" align="center" gap={8}>
          <Button icon={<ZoomOutOutlined />} aria-label="Zoom out" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)} />
          <Typography.Text aria-live="polite">{zoom === 0 ? 'Fit width' : `${zooms[zoom]! * 100}%`}</Typography.Text>
          <Button icon={<ZoomInOutlined />} aria-label="Zoom in" disabled={zoom === zooms.length - 1} onClick={() => setZoom(zoom + 1)} />
        </Flex>
      </Flex>
      <PdfPage pdf={pdf} pageNumber={page} quote={page === quotePage ? quote : null} onQuoteMarked={setFound} label={`Page ${page} of ${last}`} zoom={zooms[zoom]!} />
    </Flex>
  );
}
