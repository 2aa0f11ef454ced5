import type { EvidencePanel_AnswerFragment, EvidencePanel_QuestionFragment } from '@gap/schema/graphql';
import { Collapse, Flex, Tag, Typography } from 'antd';
import { palette } from '@gap/schema';

type EvidenceItem = EvidencePanel_AnswerFragment['evidence'][number];

interface EvidencePanelProps {
  answer: EvidencePanel_AnswerFragment;
  question: EvidencePanel_QuestionFragment;
}

/** The coverage tag: share of the question's rubric elements the quotes evidence. */
export function CoverageTag({ coverage }: { coverage: number }) {
  const percent = Math.round(coverage * 100);
  return <Tag color={coverage >= 0.99 ? 'green' : coverage >= 0.5 ? 'gold' : 'orange'}>Coverage {percent}%</Tag>;
}

const placeOf = (item: EvidenceItem) => (item.page !== null ? `Page ${item.page}` : (item.section ?? ''));

/** An AI answer's quotes, each with its document, page or section and the rubric element it supports (expandable). */
export function EvidencePanel({ answer, question }: EvidencePanelProps) {
  const { evidence, coverage } = answer;
  if (evidence.length === 0) return null;
  const requirementOf = (key: string) => question.rubric.find((element) => element.key === key)?.requirement ?? key;
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'evidence',
          label: (
            <Flex gap={8} align="center" wrap>
              <span>Evidence ({evidence.length})</span>
              {coverage !== null && <CoverageTag coverage={coverage} />}
            </Flex>
          ),
          children: (
            <Flex vertical gap={12}>
              {evidence.map((item, index) => (
                <Flex vertical gap={4} key={`${item.rubricKey}-${index}`} data-testid="evidence-item">
                  <Typography.Text strong>{requirementOf(item.rubricKey)}</Typography.Text>
                  <blockquote style={{ margin: 0, paddingInlineStart: 12, borderInlineStart: `3px solid ${palette.neutralBorder}` }}>
                    <Typography.Text italic>“{item.quote}”</Typography.Text>
                  </blockquote>
                  <Typography.Text type="secondary">
                    {item.documentName}
                    {placeOf(item) && ` · ${placeOf(item)}`}
                  </Typography.Text>
                </Flex>
              ))}
            </Flex>
          ),
        },
      ]}
    />
  );
}
