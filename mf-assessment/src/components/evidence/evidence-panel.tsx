import { Collapse, Flex, Tag, Typography } from 'antd';
import { citationOf, palette } from '@gap/schema';
import type { EvidencePanel_AnswerFragment, EvidencePanel_QuestionFragment } from '@gap/schema/graphql';
import { CitationLink } from './citation-link';
import { evidencePassages } from './evidence-passages';

interface EvidencePanelProps {
  answer: EvidencePanel_AnswerFragment;
  question: EvidencePanel_QuestionFragment;
}

/** The coverage tag: share of the question's rubric elements the quotes evidence. */
export function CoverageTag({ coverage }: { coverage: number }) {
  const percent = Math.round(coverage * 100);
  return <Tag color={coverage >= 0.99 ? 'green' : coverage >= 0.5 ? 'gold' : 'orange'}>Coverage {percent}%</Tag>;
}

/**
 * An AI answer's quotes, each with its document, page or section (a link opening it there) and the rubric elements
 * it supports (expandable).
 */
export function EvidencePanel({ answer, question }: EvidencePanelProps) {
  const { evidence, coverage } = answer;
  if (evidence.length === 0) return null;
  const requirementOf = (key: string) => question.rubric.find((element) => element.key === key)?.requirement ?? key;
  const quotes = evidencePassages(evidence);
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'evidence',
          label: (
            <Flex gap={8} align="center" wrap>
              <span>Evidence ({quotes.length})</span>
              {coverage !== null && <CoverageTag coverage={coverage} />}
            </Flex>
          ),
          children: (
            <Flex vertical gap={12}>
              {quotes.map(({ item, rubricKeys }, index) => (
                <Flex vertical gap={4} key={`${rubricKeys[0]}-${index}`} data-testid="evidence-item">
                  {rubricKeys.map((key) => (
                    <Typography.Text strong key={key}>
                      {requirementOf(key)}
                    </Typography.Text>
                  ))}
                  <blockquote style={{ margin: 0, paddingInlineStart: 12, borderInlineStart: `3px solid ${palette.neutralBorder}` }}>
                    <Typography.Text italic>“{item.quote}”</Typography.Text>
                  </blockquote>
                  <Typography.Text type="secondary">
                    <CitationLink citation={item}>{citationOf(item)}</CitationLink>
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
