import { Card, Collapse, Flex, Tag, Typography } from 'antd';
import { memo } from 'react';
import { EvidencePanel } from '@/features/analysis/components/evidence-panel';
import type { QuestionnaireItem, SaveAnswer } from '../types';
import { isAnswered } from '../utils/filter-items';
import { AnswerEditor } from './answer-editor';
import { NotApplicableChoice } from './not-applicable-choice';

function Guidance({ guidance, typicalEvidence }: { guidance: string; typicalEvidence: string[] }) {
  return (
    <>
      <Typography.Paragraph style={{ marginBottom: typicalEvidence.length ? 8 : 0 }}>{guidance}</Typography.Paragraph>
      {typicalEvidence.length > 0 && (
        <>
          <Typography.Text strong>Typical evidence</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {typicalEvidence.map((evidence) => (
              <li key={evidence}>{evidence}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

interface QuestionItemProps {
  item: QuestionnaireItem;
  /** Filtered out by the search or the answer filter. */
  hidden: boolean;
  save: SaveAnswer;
}

/** One question of the questionnaire. Memoised: a search keystroke or another item's save re-renders only the items it changes. */
export const QuestionItem = memo(function QuestionItem({ item, hidden, save }: QuestionItemProps) {
  const { question, answer } = item;
  const answered = isAnswered(item);
  return (
    <Card
      size="small"
      data-testid="question-item"
      aria-label={`Question ${question.controlRef}`}
      role="article"
      hidden={hidden}
      style={hidden ? { display: 'none' } : undefined}
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="flex-start" justify="space-between">
          <Flex gap={8} align="flex-start">
            <Tag color="blue" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
              {question.controlRef}
            </Tag>
            <Typography.Text strong>{question.text}</Typography.Text>
          </Flex>
          <Tag color={answered ? 'green' : 'orange'} style={{ marginInlineEnd: 0, flexShrink: 0 }}>
            {answered ? 'Answered' : 'Needs Input'}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{question.category}</Typography.Text>
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'guidance',
              label: 'Guidance',
              children: <Guidance guidance={question.guidance} typicalEvidence={question.typicalEvidence} />,
            },
          ]}
        />
        <NotApplicableChoice question={question} answer={answer} />
        {answer?.applicability !== 'not_applicable' && (
          // An exclusion made without an answer leaves empty text behind: edit it as unanswered.
          <AnswerEditor key={answer?.answer ? 'answered' : 'empty'} questionId={question.id} answer={answer?.answer ? answer : null} save={save} />
        )}
        {answer?.source === 'ai' && <EvidencePanel answer={answer} question={question} />}
      </Flex>
    </Card>
  );
});
