import { Button, Card, Collapse, Flex, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import { useToast } from '@gap/schema/web';
import { EvidencePanel } from '@/features/analysis/components/evidence-panel';
import type { QuestionnaireItem, SaveAnswer } from '../types';
import { isAnswered } from '../utils/filter-items';
import { AnswerEditor } from './answer-editor';
import { AnswerSource } from './answer-source';
import { ClampedText } from './clamped-text';
import { LastChanged } from './last-changed';
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

/** Accepting makes the AI's text the person's own answer (manual): a rerun no longer replaces it. */
function AcceptButton({ tabIndex, accepting, onAccept }: { tabIndex: number; accepting: boolean; onAccept: () => void }) {
  return (
    <Button size="small" type="primary" ghost tabIndex={tabIndex} loading={accepting} onClick={onAccept}>
      Accept Answer
    </Button>
  );
}

/** The DOM id of a question's row (focus moves between rows by id). */
export const questionRowId = (questionId: string) => `question-row-${questionId}`;

interface QuestionItemProps {
  projectId: string;
  item: QuestionnaireItem;
  /** A phone's narrow row: title line, question line, answer and actions line; the answer's details open on demand. */
  compact: boolean;
  /** Filtered out by the search or the answer filter. */
  hidden: boolean;
  save: SaveAnswer;
  /** The answer editor is open. */
  editing: boolean;
  /** The row with the list's tab stop (roving tab index): only its controls are in the Tab order. */
  active: boolean;
  /** The editor was just opened by the person: its textarea takes the focus. */
  focusEditor: boolean;
  onActivate: (questionId: string) => void;
  onEdit: (questionId: string) => void;
  onClose: (questionId: string, saved: boolean) => void;
  /** Opens the editor again, unfocused: its save was refused. */
  onReopen: (questionId: string) => void;
}

/**
 * One compact row of the questionnaire: control, question (clamped, expandable), state, the answer's first line
 * with its source and who changed it when (on a phone, under the answer's More); the editor opens in place. Memoised: only changed rows re-render.
 */
export const QuestionItem = memo(function QuestionItem({ projectId, item, compact, hidden, save, editing, active, focusEditor, onActivate, onEdit, onClose, onReopen }: QuestionItemProps) {
  const { question, answer } = item;
  const toast = useToast();
  const [accepting, setAccepting] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const answered = isAnswered(item);
  const excluded = answer?.applicability === 'not_applicable';
  // An exclusion made without an answer leaves empty text behind: it reads as unanswered.
  const written = answer?.answer ? answer : null;
  const tabIndex = active ? 0 : -1;

  const accept = async (text: string) => {
    setAccepting(true);
    try {
      await save(question.id, text);
      toast.success('Answer Saved');
    } catch (failure) {
      toast.failed('Failed to save answer', failure, 'Failed to save answer');
    } finally {
      setAccepting(false);
    }
  };

  const status = (
    <Tag color={answered ? 'green' : 'orange'} style={{ marginInlineEnd: 0, flexShrink: 0 }}>
      {answered ? 'Answered' : 'Needs Input'}
    </Tag>
  );
  const actions = (
    <Flex gap={compact ? 4 : 8} align="center" style={{ marginInlineStart: 'auto', flexShrink: 0 }}>
      {!compact && status}
      {!editing && written?.source === 'ai' && !compact && <AcceptButton tabIndex={tabIndex} accepting={accepting} onAccept={() => void accept(written.answer)} />}
      {!editing && (
        <Button size="small" tabIndex={tabIndex} onClick={() => onEdit(question.id)}>
          {written ? 'Edit Answer' : 'Answer'}
        </Button>
      )}
      <NotApplicableChoice question={question} answer={answer} tabIndex={tabIndex} onApplicable={() => onEdit(question.id)} />
    </Flex>
  );

  return (
    <Card
      size="small"
      id={questionRowId(question.id)}
      data-testid="question-item"
      aria-label={`Question ${question.controlRef}`}
      role="article"
      tabIndex={tabIndex}
      hidden={hidden}
      onFocus={() => onActivate(question.id)}
      style={hidden ? { display: 'none' } : undefined}
      styles={{ body: { padding: compact ? '2px 8px' : '4px 10px' } }}
    >
      <Flex vertical gap={compact ? 0 : 2}>
        {compact ? (
          // A phone row: control and title with the state on one line, the question on the next (More shows all).
          <>
            <Flex gap={6} align="center" style={{ minWidth: 0 }}>
              <Tag color="blue" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
                {question.controlRef}
              </Tag>
              <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
                {question.title}
              </Typography.Text>
              {status}
            </Flex>
            <ClampedText lines={1} tabIndex={tabIndex}>
              {question.text}
            </ClampedText>
          </>
        ) : (
          <Flex gap={8} align="flex-start" style={{ minWidth: 0 }}>
            <Tag color="blue" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
              {question.controlRef}
            </Tag>
            <ClampedText lines={1} strong tabIndex={tabIndex}>
              {question.text}
            </ClampedText>
          </Flex>
        )}
        {excluded ? (
          <Flex gap={8} align="center" justify="space-between" wrap>
            <NotApplicableChoice question={question} answer={answer} tabIndex={tabIndex} onApplicable={() => onEdit(question.id)} />
            {!compact && status}
          </Flex>
        ) : compact ? (
          // The answer's first line beside the actions; its source, author and evidence open under More.
          <Flex gap={6} align="center" style={{ minWidth: 0 }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              {written && !editing && (
                <ClampedText lines={1} secondary tabIndex={tabIndex} expanded={detailsOpen} onExpandedChange={setDetailsOpen} alwaysExpandable>
                  {written.answer}
                </ClampedText>
              )}
            </div>
            {actions}
          </Flex>
        ) : (
          <Flex gap={8} align="center" justify="space-between" wrap>
            <div style={{ flex: '1 1 180px', minWidth: 0 }}>
              {written && !editing && (
                <ClampedText lines={1} secondary tabIndex={tabIndex}>
                  {written.answer}
                </ClampedText>
              )}
            </div>
            {written && (
              <Flex gap={8} align="center" wrap>
                <AnswerSource answer={written} />
                <LastChanged answer={written} />
              </Flex>
            )}
            {actions}
          </Flex>
        )}
        {compact && written && !editing && detailsOpen && (
          <Flex gap={8} align="center" wrap>
            <AnswerSource answer={written} />
            <LastChanged answer={written} />
            {written.source === 'ai' && <AcceptButton tabIndex={tabIndex} accepting={accepting} onAccept={() => void accept(written.answer)} />}
          </Flex>
        )}
        {editing && !excluded && (
          <>
            <Collapse
              size="small"
              ghost
              items={[{ key: 'guidance', label: 'Guidance', children: <Guidance guidance={question.guidance} typicalEvidence={question.typicalEvidence} /> }]}
            />
            <AnswerEditor
              projectId={projectId}
              question={question}
              answer={written}
              save={save}
              autoFocus={focusEditor}
              onClose={(saved) => onClose(question.id, saved)}
              onSaveFailed={() => onReopen(question.id)}
            />
          </>
        )}
        {answer?.source === 'ai' && (!compact || detailsOpen || editing) && <EvidencePanel answer={answer} question={question} />}
      </Flex>
    </Card>
  );
});
