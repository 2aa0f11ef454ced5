import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { errorMessage } from '@gap/schema/web';
import { useDocumentText } from '../api/use-document-text';
import { citedPart } from '../utils/cited-part';
import { QuoteStatus } from './quote-status';
import { TextPart } from './text-part';

interface TextViewProps {
  projectId: string;
  documentId: string;
  name: string;
  cited: { page: number | null; section: string | null; quote: string | null };
}

/** A Word or Excel file as its extracted text, by section or sheet rows, scrolled to the cited one with the quote marked. */
export function TextView({ projectId, documentId, name, cited }: TextViewProps) {
  const { data, loading, error, refetch } = useDocumentText(projectId, documentId);
  const content = data?.documentContent;
  const { page, section, quote } = cited;
  const target = useMemo(() => (content ? citedPart(content.parts, { page, section, quote }) : null), [content, page, section, quote]);
  const citedElement = useRef<HTMLElement>(null);
  useEffect(() => {
    citedElement.current?.scrollIntoView?.({ block: 'center' });
  }, [target]);

  if (!content && loading) {
    return (
      <Card role="status" aria-busy="true" aria-label="Loading the text">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (!content) {
    return (
      <Alert
        type="error"
        showIcon
        title="The text could not be loaded"
        description={error && errorMessage(error)}
        action={
          <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        }
      />
    );
  }
  if (content.parts.length === 0) return <Empty description="No text could be read from this document. Download the original to see it." />;

  const place = target ? `in “${content.parts[target.index]!.section ?? `Page ${content.parts[target.index]!.page}`}”` : 'in this document';
  return (
    <Flex vertical gap={12}>
      {quote && <QuoteStatus quote={quote} place={place} found={target?.range ? true : false} />}
      {!quote && (section || page) && !target && (
        <Alert type="warning" showIcon role="status" title={`“${section ?? `Page ${page}`}” is not in this document's text; it is shown from the start.`} />
      )}
      {content.truncated && <Alert type="info" showIcon title="This document is too long to show whole: only its beginning is shown. Download the original to read the rest." />}
      <Card>
        <article aria-label={`Text of ${name}`}>
          {content.parts.map((part, index) => (
            <TextPart key={index} part={part} cited={index === target?.index} quote={index === target?.index ? target.range : null} ref={index === target?.index ? citedElement : undefined} />
          ))}
        </article>
      </Card>
    </Flex>
  );
}
