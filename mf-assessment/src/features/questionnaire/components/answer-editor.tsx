import { messages } from '@gap/schema';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { saveAnswer } from '../api/save-answer';
import type { AssessmentAnswer } from '../types';
import { AnswerSource } from './answer-source';

interface AnswerEditorProps {
  projectId: number;
  questionId: string;
  answer: AssessmentAnswer | null;
  onSaved: (answer: AssessmentAnswer) => void;
}

/**
 * The manual answer of one question (SPEC 4, Answer editing): unanswered questions start in edit mode; a saved
 * answer is read-only until 'Edit Answer'. The draft lives here so typing re-renders this editor only.
 */
export function AnswerEditor({ projectId, questionId, answer, onSaved }: AnswerEditorProps) {
  const { notification } = App.useApp();
  const [editing, setEditing] = useState(answer === null);
  const [draft, setDraft] = useState(answer?.answer ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const text = draft.trim();
    if (!text) {
      setError(messages.answerEmpty);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveAnswer(projectId, questionId, text);
      setEditing(false);
      setDraft(saved.answer);
      onSaved(saved);
      notification.success({ title: 'Answer Saved' });
    } catch (failure) {
      const serverMessage = failure instanceof ApiError ? failure.serverMessage : undefined;
      if (serverMessage === messages.answerEmpty) setError(serverMessage);
      notification.error({ title: 'Failed to save answer', description: serverMessage ?? (failure as Error).message });
    } finally {
      setSaving(false);
    }
  };

  if (!editing && answer) {
    return (
      <Flex vertical gap={8}>
        <AnswerSource answer={answer} />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{answer.answer}</Typography.Paragraph>
        <div>
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
        </div>
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
        <Button type="primary" size="small" loading={saving} onClick={() => void save()}>
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
