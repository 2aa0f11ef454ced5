import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Collapse, Flex, Grid, Input, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { citationOf, messages } from '@gap/schema';
import { serverMessageOf, useToast } from '@gap/schema/web';
import { useAnswerDraft } from '../hooks/use-answer-draft';
import type { AssessmentAnswer, ManualEvidence, QuestionnaireItem, SaveAnswer } from '../types';
import { type AnswerConflict, answerConflictOf, mergedText } from '../utils/answer-conflict';
import { changedStates, elementsOf, statesOf } from '../utils/answer-elements';
import type { AnswerDraft } from '../utils/drafts';
import { AnswerConflictModal } from './answer-conflict-modal';
import { ElementChecklist } from './element-checklist';
import { ElementSuggestionsHint } from './element-suggestions-hint';
import { EvidenceFields, noEvidence } from './evidence-fields';
import { PassageSuggestions, type PassageSuggestion } from './passage-suggestions';
import { ProjectedGaps } from './projection-tag';
import { StatusChoice } from './status-choice';

type Question = QuestionnaireItem['question'];
/** A question whose rubric is not at hand shows no checklist. */
const noRubric: Question['rubric'] = [];
const noQuotes: AssessmentAnswer['evidence'] = [];

interface AnswerEditorProps {
  projectId: string;
  question: Pick<Question, 'id' | 'controlRef' | 'title'> & Partial<Pick<Question, 'rubric'>>;
  /** The saved answer being edited; null for a question without one. */
  answer: AssessmentAnswer | null;
  /** Saves through the questionnaire, whose cached list then shows the saved answer. */
  save: SaveAnswer;
  /** The editor closes: on a save, at once as the answer shows optimistically (true), or on a cancel (false). */
  onClose: (saved: boolean) => void;
  /** The server refused the save (the answer shown was rolled back): the editor opens again with the draft, and the conflict when it was one. */
  onSaveFailed: (conflict?: AnswerConflict) => void;
  /** A save refused as stale, to resolve before anything else: keep mine, take theirs or merge by hand. */
  conflict?: AnswerConflict;
  /** The person chose how to resolve the conflict. */
  onConflictSettled?: () => void;
  /** Opened by the person (not restored from a draft): the textarea takes the focus. */
  autoFocus?: boolean;
}

const citedBy = (answer: AssessmentAnswer | null): ManualEvidence =>
  answer?.source === 'manual' && answer.documentId !== null
    ? { documentId: answer.documentId, documentPage: answer.documentPage, sectionLabel: answer.sectionLabel }
    : noEvidence;

/**
 * The answer editor of one question, opened in place: the implementation status (enough on its own to answer),
 * the justification (SPEC's 3-row textarea) with the ticks its text suggests, the checklist of expected elements
 * and how the saved answer scores. Unsaved work is kept as a draft until it is saved or cancelled. Ctrl+Enter
 * saves, Esc cancels.
 */
export function AnswerEditor({ projectId, question, answer, save, onClose, onSaveFailed, conflict, onConflictSettled, autoFocus = false }: AnswerEditorProps) {
  const toast = useToast();
  const client = useApolloClient();
  // A phone has no keyboard shortcuts to hint at.
  const phone = Grid.useBreakpoint().md === false;
  const rubric = question.rubric ?? noRubric;
  const elements = useMemo(() => elementsOf(answer, rubric), [answer, rubric]);
  const saved = useMemo<AnswerDraft>(() => ({ text: answer?.answer ?? '', status: answer?.status ?? null, elements: statesOf(elements) }), [answer, elements]);
  const { draft, change, keep, discard } = useAnswerDraft(projectId, question.id, saved);
  const [evidence, setEvidence] = useState(() => citedBy(answer));
  const [error, setError] = useState<string>();
  // The version this edit started from (after a conflict: theirs, which the person has now seen). A newer one
  // arriving live is announced, never poured into the draft.
  const [baseVersion, setBaseVersion] = useState(() => (conflict ? (conflict.theirs?.version ?? 0) : (answer?.version ?? 0)));
  const changedMeanwhile = answer !== null && answer.version > baseVersion;

  const edit = (update: Partial<AnswerDraft>) => {
    change(update);
    if (error) setError(undefined);
  };

  const submit = async () => {
    const text = draft.text.trim();
    // SPEC's rule, relaxed: a stated status answers the question without text.
    if (!text && !draft.status) {
      setError(messages.answerEmpty);
      return;
    }
    const changed = changedStates(saved.elements, draft.elements);
    // Optimistic: the row shows the answer now and the editor closes. The draft stays stored until the server
    // has it, so a refusal reopens the editor with it (after the toast, SPEC 8).
    keep({ ...draft, text });
    const pending = save(question.id, { answer: text, status: draft.status, elements: changed.length ? changed : undefined, evidence, expectedVersion: baseVersion });
    onClose(true);
    try {
      await pending;
      discard();
      toast.success('Answer Saved');
    } catch (failure) {
      const stale = answerConflictOf(failure);
      // A conflict is answered by its dialog (both texts side by side), not a toast.
      if (!stale) toast.error('Failed to save answer', serverMessageOf(failure) ?? (failure as Error).message);
      onSaveFailed(stale);
    }
  };

  const keepMine = () => {
    onConflictSettled?.();
    void submit();
  };

  // Theirs is the stored answer: the questionnaire is read again to show it whole (projection included).
  const takeTheirs = () => {
    discard();
    onConflictSettled?.();
    onClose(false);
    void client.refetchQueries({ include: ['AssessmentAnswers'] }).catch(() => undefined);
  };

  const mergeByHand = () => {
    if (conflict) {
      edit({ text: mergedText(conflict.theirs?.answer ?? '', draft.text) });
      setBaseVersion(conflict.theirs?.version ?? 0);
    }
    onConflictSettled?.();
  };

  // A suggested passage becomes the answer's evidence, and its quote (cited) follows what is written so far.
  const use = (passage: PassageSuggestion) => {
    const quoted = `"${passage.quote}" (${citationOf(passage)})`;
    edit({ text: draft.text.trim() ? `${draft.text.trimEnd()}\n${quoted}` : quoted });
    setEvidence({ documentId: passage.documentId, documentPage: passage.page, sectionLabel: passage.section?.slice(0, 255) ?? null });
  };

  const cancel = () => {
    discard();
    onClose(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
      // Esc in the document picker closes its list, not the editor.
    } else if (event.key === 'Escape' && !(event.target as HTMLElement).closest('.ant-select')) {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  const inputId = `answer-${question.id}`;
  return (
    <Flex vertical gap={8} onKeyDown={onKeyDown}>
      {conflict && (
        <AnswerConflictModal controlRef={question.controlRef} conflict={conflict} mine={draft.text} onKeepMine={keepMine} onTakeTheirs={takeTheirs} onEdit={mergeByHand} />
      )}
      {changedMeanwhile && (
        <Alert type="info" showIcon title={`${answer.updatedByName ?? 'Someone'} saved a new version`} description="Your draft is kept: saving it asks which answer to keep." />
      )}
      <StatusChoice controlRef={question.controlRef} value={draft.status} onChange={(status) => edit({ status })} />
      <Input.TextArea
        id={inputId}
        aria-label={`Answer for ${question.controlRef} ${question.title}`}
        rows={3}
        autoFocus={autoFocus}
        value={draft.text}
        placeholder={draft.status ? 'Justification (optional): what is in place, where it is recorded' : 'Describe how your organisation meets this requirement'}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => edit({ text: event.target.value })}
      />
      {error && (
        <Typography.Text id={`${inputId}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <ElementSuggestionsHint questionId={question.id} text={draft.text} states={draft.elements} onApply={(states) => edit({ elements: states })} />
      <ElementChecklist controlRef={question.controlRef} elements={elements} quotes={answer?.evidence ?? noQuotes} states={draft.elements} onChange={(key, state) => edit({ elements: { [key]: state } })} />
      {answer?.projection && <ProjectedGaps controlRef={question.controlRef} projection={answer.projection} />}
      <EvidenceFields projectId={projectId} controlRef={question.controlRef} value={evidence} onChange={setEvidence} />
      <Collapse
        size="small"
        ghost
        items={[{ key: 'suggestions', label: 'Suggested passages from your documents', children: <PassageSuggestions projectId={projectId} question={question} onUse={use} /> }]}
      />
      <Flex gap={8} align="center" wrap>
        <Button type="primary" size="small" onClick={() => void submit()}>
          Save Answer
        </Button>
        <Button size="small" onClick={cancel}>
          Cancel
        </Button>
        {!phone && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Ctrl+Enter saves, Esc cancels
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
