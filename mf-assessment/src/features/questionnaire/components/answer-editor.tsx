import { messages } from '@gap/schema';
import { serverMessageOf, useToast } from '@gap/schema/web';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import type { AssessmentAnswer, SaveAnswer } from '../types';
import { AnswerSource } from './answer-source';

interface AnswerEditorProps {
  questionId: string;
  answer: AssessmentAnswer | null;
  /** Saves through the questionnaire, whose cached list then shows the saved answer. */
  save: SaveAnswer;
}

/**
 * The manual answer of one question (SPEC 4, Answer editing): unanswered questions start in edit mode; a saved
 * answer is read-only until 'Edit Answer'. The draft lives here so typing re-renders this editor only.
 */
export function AnswerEditor({ questionId, answer, save }: AnswerEditorProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(answer === null);
  const [draft, setDraft] = useState(answer?.answer ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (text: string) => {
    if (!text) {
      setError(messages.answerEmpty);
      return;
    }
    setSaving(true);
    try {
      const saved = await save(questionId, text);
      setEditing(false);
      setDraft(saved.answer);
      toast.success('Answer Saved');
    } catch (failure) {
      const serverMessage = serverMessageOf(failure);
      if (serverMessage === messages.answerEmpty) setError(serverMessage);
      toast.error('Failed to save answer', serverMessage ?? (failure as Error).message);
    } finally {
      setSaving(false);
    }
  };

  if (!editing && answer) {
    return (
      <Flex vertical gap={8}>
        <AnswerSource answer={answer} />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{answer.answer}</Typography.Paragraph>
        <Flex gap={8}>
          {answer.source === 'ai' && (
            // Accepting makes the AI's text the person's own answer (manual): a rerun no longer replaces it.
            <Button size="small" type="primary" ghost loading={saving} onClick={() => void submit(answer.answer)}>
              Accept Answer
            </Button>
          )}
          <Button
            size="small"
            onClick={() => {
              setDraft(answer.answer);
              setError(undefined);
              setEditing(true);
            }}
          >
            Edit Answer
          </Button>
        </Flex>
      </Flex>
    );
  }

  const inputId = `answer-${questionId}`;
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        id={inputId}
        aria-label="Answer"
        rows={3}
        value={draft}
        placeholder="Describe how your organisation meets this requirement"
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(undefined);
        }}
      />
      {error && (
        <Typography.Text id={`${inputId}-error`} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Flex gap={8}>
        <Button type="primary" size="small" loading={saving} onClick={() => void submit(draft.trim())}>
          Save Answer
        </Button>
        {answer && (
          <Button size="small" disabled={saving} onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
