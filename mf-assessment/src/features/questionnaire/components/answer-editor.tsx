import { messages } from '@gap/schema';
import { serverMessageOf, useToast } from '@gap/schema/web';
import { Button, Collapse, Flex, Input, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import type { AssessmentAnswer, ManualEvidence, QuestionnaireItem, SaveAnswer } from '../types';
import { clearDraft, readDraft, writeDraft } from '../utils/drafts';
import { EvidenceFields, noEvidence } from './evidence-fields';
import { citationOf, PassageSuggestions, type PassageSuggestion } from './passage-suggestions';

interface AnswerEditorProps {
  projectId: string;
  question: Pick<QuestionnaireItem['question'], 'id' | 'controlRef' | 'title'>;
  /** The saved answer being edited; null for a question without one. */
  answer: AssessmentAnswer | null;
  /** Saves through the questionnaire, whose cached list then shows the saved answer. */
  save: SaveAnswer;
  /** The editor closes: on a save, at once as the answer shows optimistically (true), or on a cancel (false). */
  onClose: (saved: boolean) => void;
  /** The server refused the save (the answer shown was rolled back): the editor opens again with the draft. */
  onSaveFailed: () => void;
  /** Opened by the person (not restored from a draft): the textarea takes the focus. */
  autoFocus?: boolean;
}

const citedBy = (answer: AssessmentAnswer | null): ManualEvidence =>
  answer?.source === 'manual' && answer.documentId !== null
    ? { documentId: answer.documentId, documentPage: answer.documentPage, sectionLabel: answer.sectionLabel }
    : noEvidence;

/**
 * The manual answer editor of one question, opened in place (SPEC 4, Answer editing; a 3-row textarea, SPEC 9).
 * Unsaved text is kept as a draft in local storage until it is saved or cancelled. Ctrl+Enter saves, Esc cancels.
 */
export function AnswerEditor({ projectId, question, answer, save, onClose, onSaveFailed, autoFocus = false }: AnswerEditorProps) {
  const toast = useToast();
  const saved = answer?.answer ?? '';
  const [draft, setDraft] = useState(() => readDraft(projectId, question.id) ?? saved);
  const [evidence, setEvidence] = useState(() => citedBy(answer));
  const [error, setError] = useState<string>();

  const change = (text: string) => {
    setDraft(text);
    if (text === saved) clearDraft(projectId, question.id);
    else writeDraft(projectId, question.id, text);
    if (error) setError(undefined);
  };

  const submit = async () => {
    const text = draft.trim();
    if (!text) {
      setError(messages.answerEmpty);
      return;
    }
    // Optimistic: the row shows the answer now and the editor closes. The text stays a stored draft until the
    // server has it, so a refusal reopens the editor with it (after the toast, SPEC 8).
    writeDraft(projectId, question.id, text);
    const pending = save(question.id, text, evidence);
    onClose(true);
    try {
      await pending;
      clearDraft(projectId, question.id);
      toast.success('Answer Saved');
    } catch (failure) {
      toast.error('Failed to save answer', serverMessageOf(failure) ?? (failure as Error).message);
      onSaveFailed();
    }
  };

  // A suggested passage becomes the answer's evidence, and its quote (cited) follows what is written so far.
  const use = (passage: PassageSuggestion) => {
    const quoted = `"${passage.quote}" (${citationOf(passage)})`;
    change(draft.trim() ? `${draft.trimEnd()}\n${quoted}` : quoted);
    setEvidence({ documentId: passage.documentId, documentPage: passage.page, sectionLabel: passage.section?.slice(0, 255) ?? null });
  };

  const cancel = () => {
    clearDraft(projectId, question.id);
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
      <Input.TextArea
        id={inputId}
        aria-label={`Answer for ${question.controlRef} ${question.title}`}
        rows={3}
        autoFocus={autoFocus}
        value={draft}
        placeholder="Describe how your organisation meets this requirement"
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {error && (
        <Typography.Text id={`${inputId}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
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
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Ctrl+Enter saves, Esc cancels
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
