import { Alert, Button, Descriptions, Space, Tag, Typography } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { evidencePassages } from '@/features/analysis/evidence-passages';
import { CitationLink } from '@/features/document-viewer/components/citation-link';
import type { Finding } from '../api/types';

/**
 * Three lines of text, the rest hidden (the whole text stays in the page for a screen reader). A height, not a
 * -webkit-line-clamp box: inside a table cell that box stops its text wrapping to the column.
 */
const threeLines = { maxHeight: `${3 * 1.5715}em`, overflow: 'hidden' } as const;

/**
 * Long guidance shows three lines until expanded, so a page of ten findings stays readable. Not antd's expandable
 * ellipsis: that one cuts the text and labels the paragraph with the whole of it, which screen readers reject.
 */
function Clamped({ text }: { text: string }) {
  const paragraph = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const element = paragraph.current;
    if (element && !expanded) setClamped(element.scrollHeight > element.clientHeight + 1);
  }, [text, expanded]);
  return (
    <>
      {/* A plain block: antd's Typography writes its own line clamp over a style given to it. */}
      <div ref={paragraph} style={expanded ? undefined : threeLines}>
        {text}
      </div>
      {clamped && (
        <Button type="link" size="small" style={{ paddingInline: 0 }} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'less' : 'more'}
        </Button>
      )}
    </>
  );
}

/** Best Practices and Implementation boxes under the recommendation (SPEC 2), when present. */
export function RecommendationBlock({ finding }: { finding: Finding }) {
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text>{finding.recommendation}</Typography.Text>
      {finding.bestPractices && <Alert type="info" title="Best Practices" description={<Clamped text={finding.bestPractices} />} />}
      {finding.implementationGuidance && <Alert type="success" title="Implementation" description={<Clamped text={finding.implementationGuidance} />} />}
    </Space>
  );
}

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * The expanded finding: the assessed answer, its evidence quotes with document and page (links opening the document
 * there), what is missing, sources.
 */
export function FindingDetails({ finding }: { finding: Finding }) {
  const { answer } = finding;
  // A sentence that evidences several rubric elements is listed once.
  const evidence = evidencePassages(answer.evidence).map((passage) => passage.item);
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Answer">
        <Tag>{answer.source === 'ai' ? 'AI' : 'Manual'}</Tag>
        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Typography.Text>
      </Descriptions.Item>
      {evidence.length > 0 && (
        <Descriptions.Item label="Evidence">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {evidence.map((e, i) => (
              <li key={i}>
                <Typography.Text italic>“{e.quote}”</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  <CitationLink citation={e}>
                    {e.documentName}
                    {e.page ? `, page ${e.page}` : e.section ? `, ${e.section}` : ''}
                  </CitationLink>
                </Typography.Text>
              </li>
            ))}
          </ul>
        </Descriptions.Item>
      )}
      {finding.missing.length > 0 && (
        <Descriptions.Item label="Missing">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {finding.missing.map((m) => (
              <li key={m.rubricKey}>
                {m.requirement} {m.mustHave && <Tag color="red">required</Tag>}
              </li>
            ))}
          </ul>
        </Descriptions.Item>
      )}
      {finding.sources.length > 0 && (
        <Descriptions.Item label="Sources">
          {finding.sources.map((s) => (
            <div key={s.url}>
              {/* A crawled page opens in a new tab; an uploaded knowledge file has no address to open (its name is the url). */}
              {isWebAddress(s.url) ? (
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.title}
                </a>
              ) : (
                s.title
              )}
              {s.section ? ` (${s.section})` : ''}
            </div>
          ))}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
