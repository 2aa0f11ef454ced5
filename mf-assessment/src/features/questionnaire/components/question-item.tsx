import { Button, Card, Collapse, Flex, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import { useToast } from '@gap/schema/web';
import { EvidencePanel } from '@/features/analysis/components/evidence-panel';
import type { AssessmentAnswer, QuestionnaireItem, SaveAnswer } from '../types';
import { inPlaceStates } from '../utils/answer-elements';
import { isAnswered } from '../utils/filter-items';
import { AnswerEditor } from './answer-editor';
import { AcceptButton, Guidance, StatusTag } from './answer-meta';
import { AnswerSource } from './answer-source';
import { ClampedText } from './clamped-text';
import { LastChanged } from './last-changed';
import { NotApplicableChoice } from './not-applicable-choice';
import { ProjectionTag } from './projection-tag';

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
 * One compact row of the questionnaire: control, question (clamped, expandable), state, the answer's first line,
 * its status and projected score, its source and who changed it when (on a phone, some under the answer's More); the
 * editor opens in place. Memoised: only changed rows re-render.
 */
export const QuestionItem = memo(function QuestionItem({ projectId, item, compact, hidden, save, editing, active, focusEditor, onActivate, onEdit, onClose, onReopen }: QuestionItemProps) {
  const { question, answer } = item;
  const toast = useToast();
  const [accepting, setAccepting] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const answered = isAnswered(item);
  const excluded = answer?.applicability === 'not_applicable';
  // An exclusion made without an answer leaves empty text (and no status) behind: it reads as unanswered.
  const written = answer?.answer || answer?.status ? answer : null;
  const tabIndex = active ? 0 : -1;

  const accept = async (ai: AssessmentAnswer) => {
    setAccepting(true);
    try {
      const confirmed = inPlaceStates(ai.elements);
      await save(question.id, { answer: ai.answer, elements: confirmed.length ? confirmed : undefined });
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
      {!editing && written?.source === 'ai' && !compact && <AcceptButton tabIndex={tabIndex} accepting={accepting} onAccept={() => void accept(written)} />}
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
            {written?.projection && <ProjectionTag projection={written.projection} compact />}
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
            {/* A status without text leaves its room to the tags and actions (the row stays two lines). */}
            <div style={{ flex: written?.answer ? '1 1 180px' : '1 1 0', minWidth: 0 }}>
              {written && !editing && (
                <ClampedText lines={1} secondary tabIndex={tabIndex}>
                  {written.answer}
                </ClampedText>
              )}
            </div>
            {written && (
              <Flex gap={8} align="center" wrap>
                <StatusTag answer={written} />
                {written.projection && <ProjectionTag projection={written.projection} />}
                <AnswerSource answer={written} />
                <LastChanged answer={written} />
              </Flex>
            )}
            {actions}
          </Flex>
        )}
        {compact && written && !editing && detailsOpen && (
          <Flex gap={8} align="center" wrap>
            <StatusTag answer={written} />
            <AnswerSource answer={written} />
            <LastChanged answer={written} />
            {written.source === 'ai' && <AcceptButton tabIndex={tabIndex} accepting={accepting} onAccept={() => void accept(written)} />}
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
