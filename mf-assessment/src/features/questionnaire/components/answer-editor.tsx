import { messages } from '@gap/schema';
import { serverMessageOf, useToast } from '@gap/schema/web';
import { Button, Flex, Input, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import type { AssessmentAnswer, ManualEvidence, QuestionnaireItem, SaveAnswer } from '../types';
import { clearDraft, readDraft, writeDraft } from '../utils/drafts';
import { EvidenceFields, noEvidence } from './evidence-fields';

interface AnswerEditorProps {
  projectId: string;
  question: Pick<QuestionnaireItem['question'], 'id' | 'controlRef' | 'title'>;
  /** The saved answer being edited; null for a question without one. */
  answer: AssessmentAnswer | null;
  /** Saves through the questionnaire, whose cached list then shows the saved answer. */
  save: SaveAnswer;
  /** The editor closes: after a save (true) or a cancel (false). */
  onClose: (saved: boolean) => void;
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
export function AnswerEditor({ projectId, question, answer, save, onClose, autoFocus = false }: AnswerEditorProps) {
  const toast = useToast();
  const saved = answer?.answer ?? '';
  const [draft, setDraft] = useState(() => readDraft(projectId, question.id) ?? saved);
  const [evidence, setEvidence] = useState(() => citedBy(answer));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

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
    setSaving(true);
    try {
      await save(question.id, text, evidence);
      clearDraft(projectId, question.id);
      toast.success('Answer Saved');
      onClose(true);
    } catch (failure) {
      const serverMessage = serverMessageOf(failure);
      if (serverMessage === messages.answerEmpty) setError(serverMessage);
      toast.error('Failed to save answer', serverMessage ?? (failure as Error).message);
      setSaving(false);
    }
  };

  const cancel = () => {
    clearDraft(projectId, question.id);
    onClose(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!saving) void submit();
      // Esc in the document picker closes its list, not the editor.
    } else if (event.key === 'Escape' && !(event.target as HTMLElement).closest('.ant-select')) {
      event.preventDefault();
      event.stopPropagation();
      if (!saving) cancel();
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
      <EvidenceFields projectId={projectId} controlRef={question.controlRef} value={evidence} onChange={setEvidence} disabled={saving} />
      <Flex gap={8} align="center" wrap>
        <Button type="primary" size="small" loading={saving} onClick={() => void submit()}>
          Save Answer
        </Button>
        <Button size="small" disabled={saving} onClick={cancel}>
          Cancel
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Ctrl+Enter saves, Esc cancels
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
