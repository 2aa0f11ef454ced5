import { Alert, Col, Descriptions, Flex, Row, Tag, Typography } from 'antd';
import { citationOf } from '@gap/schema';
import { CitationLink } from '@/components/evidence/citation-link';
import { evidencePassages } from '@/components/evidence/evidence-passages';
import type { Finding } from '../api/types';
import { categoryLabel, controlName } from '../utils/filter-findings';

/** Best Practices and Implementation boxes under the recommendation (SPEC 2), when present. */
export function RecommendationBlock({ finding }: { finding: Finding }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{finding.recommendation}</Typography.Text>
      {finding.bestPractices && <Alert type="info" title="Best Practices" description={finding.bestPractices} />}
      {finding.implementationGuidance && <Alert type="success" title="Implementation" description={finding.implementationGuidance} />}
    </Flex>
  );
}

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

/** The assessed answer, its evidence quotes with document and page (links opening the document there), what is missing, sources. */
function AnswerAndEvidence({ finding }: { finding: Finding }) {
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
                  <CitationLink citation={e}>{citationOf(e)}</CitationLink>
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

/**
 * A finding opened from its one-line row or card: the whole finding and its recommendation with the Best Practices
 * and Implementation boxes beside the answer it scores and that answer's evidence. A region named by its control.
 */
export function FindingDetail({ finding }: { finding: Finding }) {
  return (
    <section aria-label={controlName(finding)}>
      <Row gutter={[16, 12]}>
        <Col xs={24} lg={12}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{categoryLabel(finding)}</Typography.Text>
            <Typography.Paragraph style={{ margin: 0 }}>{finding.finding}</Typography.Paragraph>
            <Typography.Text strong>Recommendation</Typography.Text>
            <RecommendationBlock finding={finding} />
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          <AnswerAndEvidence finding={finding} />
        </Col>
      </Row>
    </section>
  );
}
