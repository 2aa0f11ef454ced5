import { Button, Card, Collapse, Flex, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import { appHeaderHeight } from '@gap/schema';
import { RoleGate, useToast } from '@gap/schema/web';
import { EvidencePanel } from '@/components/evidence/evidence-panel';
import { useProjectRoleAllows } from '@/lib/project-role';
import type { AssessmentAnswer, QuestionnaireItem, SaveAnswer } from '../types';
import type { AnswerConflict } from '../utils/answer-conflict';
import { inPlaceStates } from '../utils/answer-elements';
import { isAnswered } from '../utils/filter-items';
import { AnswerEditor } from './answer-editor';
import { AcceptButton, Guidance, StatusTag } from './answer-meta';
import { NotApplicableChoice } from './not-applicable-choice';
import { EditedByTag } from './presence-bar';
import { ProjectionTag } from './projection-tag';
import { QuestionDetails, QuestionText, SourceMark } from './question-details';
import { CompactLines } from './question-lines-compact';

/** A row the keyboard moves to scrolls clear of the app's header and the questionnaire's sticky bar. */
const rowStyle = { scrollMarginTop: appHeaderHeight + 112 } as const;

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
  /** Others editing this question now ("Priya Patel is editing"), from the page's presence. */
  editedBy?: string;
}

/**
 * One row of the questionnaire: control and title, the answer's first line with its projected score, source and
 * state, and the actions; More opens the whole question and answer, its status and who changed it when. The editor
 * opens in place under the question, shown whole. Memoised: only changed rows re-render.
 */
export const QuestionItem = memo(function QuestionItem({ projectId, item, compact, hidden, save, editing: editorOpen, active, focusEditor, onActivate, onEdit, onClose, onReopen, editedBy }: QuestionItemProps) {
  const { question, answer } = item;
  const toast = useToast();
  // A viewer reads the questionnaire: no editor opens (not by a key either), and the write controls say why they are off.
  const mayEdit = useProjectRoleAllows('editor');
  const editing = editorOpen && mayEdit;
  const [accepting, setAccepting] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Kept here, as the editor closes while its save is in flight and opens again on a refusal.
  const [conflict, setConflict] = useState<AnswerConflict>();
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
  const editButton = !editing && (
    <RoleGate allowed={mayEdit} needed="editor">
      <Button size="small" tabIndex={tabIndex} onClick={() => onEdit(question.id)}>
        {written ? 'Edit Answer' : 'Answer'}
      </Button>
    </RoleGate>
  );
  const notApplicable = <NotApplicableChoice question={question} answer={answer} tabIndex={tabIndex} onApplicable={() => onEdit(question.id)} />;
  const detailsId = `question-details-${question.id}`;
  const opened = detailsOpen && !editing;
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
      style={hidden ? { display: 'none' } : rowStyle}
      styles={{ body: { padding: compact ? '2px 8px' : '3px 10px' } }}
    >
      <Flex vertical gap={compact ? 0 : 2}>
        {compact ? (
          <CompactLines
            item={item}
            written={written}
            excluded={excluded}
            editing={editing}
            tabIndex={tabIndex}
            status={status}
            notApplicable={notApplicable}
            detailsOpen={detailsOpen}
            onDetailsOpenChange={setDetailsOpen}
            actions={
              <Flex gap={4} align="center" style={{ marginInlineStart: 'auto', flexShrink: 0 }}>
                {editButton}
                {notApplicable}
              </Flex>
            }
            accept={written?.source === 'ai' && <AcceptButton tabIndex={tabIndex} accepting={accepting} onAccept={() => void accept(written)} />}
          />
        ) : (
          // A desktop row is one line: control, title, the answer's first line (the question's while unanswered), its
          // score and source, the state and the actions. More opens the rest; answering shows the question whole.
          <Flex gap={8} align="center" style={{ minWidth: 0 }}>
            <Tag color="blue" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
              {question.controlRef}
            </Tag>
            <Typography.Text strong ellipsis title={question.title} style={{ flex: '0 1 auto', maxWidth: '40%', marginInlineEnd: 4 }}>
              {question.title}
            </Typography.Text>
            {editedBy && <EditedByTag label={editedBy} />}
            {/* The answer keeps a fifth of the line: on a narrow screen a long title gives way. */}
            <div style={{ flex: '1 1 0', minWidth: '20%' }}>
              {excluded
                ? notApplicable
                : !editing &&
                  !opened &&
                  (written ? (
                    <Typography.Text type="secondary" ellipsis>
                      {written.answer}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary" ellipsis>
                      {question.text}
                    </Typography.Text>
                  ))}
            </div>
            {!excluded && written && !editing && (
              <>
                {written.projection && <ProjectionTag projection={written.projection} compact />}
                <SourceMark answer={written} />
              </>
            )}
            {/* The state's room: an AI answer's Accept, else the status the person stated, else Answered or Needs Input. */}
            {written?.source === 'ai' && !editing && !excluded ? (
              <AcceptButton tabIndex={tabIndex} accepting={accepting} onAccept={() => void accept(written)} />
            ) : written?.status && !editing && !excluded ? (
              <StatusTag answer={written} />
            ) : (
              status
            )}
            {!excluded && editButton}
            {!excluded && notApplicable}
            {!editing && (
              <Button type="link" size="small" tabIndex={tabIndex} aria-expanded={opened} aria-controls={opened ? detailsId : undefined} style={{ paddingInline: 0, flexShrink: 0 }} onClick={() => setDetailsOpen(!detailsOpen)}>
                {opened ? 'Less' : 'More'}
              </Button>
            )}
          </Flex>
        )}
        {compact && editedBy && (
          <div>
            <EditedByTag label={editedBy} />
          </div>
        )}
        {!compact && opened && <QuestionDetails id={detailsId} item={item} written={written} />}
        {!compact && editing && !excluded && <QuestionText text={question.text} />}
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
              onSaveFailed={(stale) => {
                setConflict(stale);
                onReopen(question.id);
              }}
              conflict={conflict}
              onConflictSettled={() => setConflict(undefined)}
            />
          </>
        )}
        {answer?.source === 'ai' && (compact ? detailsOpen || editing : opened || editing) && <EvidencePanel answer={answer} question={question} />}
      </Flex>
    </Card>
  );
});
