import { Button, Flex, Input, Popover, Tag, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { gapMessages, notApplicableReasonMax } from '@gap/schema';
import { RoleGate, useToast } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import { useSetApplicability } from '../api/use-set-applicability';
import type { QuestionnaireItem } from '../types';

interface NotApplicableChoiceProps {
  question: Pick<QuestionnaireItem['question'], 'id' | 'controlRef'>;
  answer: QuestionnaireItem['answer'];
  /** Tab stop of the choice's button (the questionnaire's rows use a roving tab index). */
  tabIndex?: number;
  /** Made applicable again: the question needs an answer now. */
  onApplicable?: () => void;
}

/**
 * The Statement of Applicability decision next to the answer editor: an Annex A control can be marked
 * not applicable with a reason (it then counts as answered and gets no finding); clauses 4-10 cannot.
 */
export function NotApplicableChoice({ question, answer, tabIndex, onApplicable }: NotApplicableChoiceProps) {
  // Both wizard routes name the project `:id`; reading it here keeps the questionnaire's props unchanged.
  const { id: projectId = '' } = useParams();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [mutate, { loading }] = useSetApplicability(question.id);
  const trigger = useRef<HTMLButtonElement>(null);
  const reasonBox = useRef<TextAreaRef>(null);
  const content = useRef<HTMLDivElement>(null);
  const mayEdit = useProjectRoleAllows('editor');
  // Opened (by click, Enter or Space): the focus goes into the reason, so what is typed next lands there and Tab
  // cannot reach a button behind the popover by accident.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => reasonBox.current?.focus({ preventScroll: true }));
    return () => clearTimeout(timer);
  }, [open]);

  /** Closes the popover; from inside it (Escape, or a saved choice) the focus returns to the N/A button. */
  const close = () => {
    const inside = content.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (inside || document.activeElement === document.body) trigger.current?.focus({ preventScroll: true });
  };

  if (!question.controlRef.startsWith('A.')) {
    return (
      <Tooltip title={gapMessages.clauseNotExcludable}>
        <Button size="small" disabled tabIndex={tabIndex} style={{ alignSelf: 'flex-start' }}>
          N/A
        </Button>
      </Tooltip>
    );
  }

  const change = async (applicability: 'applicable' | 'not_applicable') => {
    if (applicability === 'not_applicable' && !reason.trim()) {
      setError(gapMessages.reasonRequired);
      return;
    }
    try {
      await mutate({ variables: { projectId, questionId: question.id, applicability, reason: applicability === 'not_applicable' ? reason.trim() : null } });
      close();
      setError(undefined);
      if (applicability === 'applicable') onApplicable?.();
    } catch (failure) {
      toast.failed('Failed to save answer', failure, 'Failed to save answer');
    }
  };

  if (answer?.applicability === 'not_applicable') {
    return (
      <Flex gap={8} align="center" wrap>
        <Tag color="default">Not Applicable</Tag>
        <Typography.Text type="secondary">{answer.notApplicableReason}</Typography.Text>
        <RoleGate allowed={mayEdit} needed="editor">
          <Button size="small" loading={loading} tabIndex={tabIndex} onClick={() => void change('applicable')}>
            Mark Applicable
          </Button>
        </RoleGate>
      </Flex>
    );
  }

  if (!mayEdit) {
    return (
      <RoleGate allowed={false} needed="editor">
        <Button size="small" tabIndex={tabIndex} style={{ alignSelf: 'flex-start' }}>
          N/A
        </Button>
      </RoleGate>
    );
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      title="Not applicable to this organisation"
      content={
        // The popover renders in a portal, but its key presses bubble here through React: Escape closes it.
        <Flex
          ref={content}
          vertical
          gap={8}
          style={{ width: 300 }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          <Input.TextArea
            ref={reasonBox}
            aria-label="Reason for exclusion"
            placeholder="Why this control does not apply (shown in the Statement of Applicability)"
            rows={3}
            maxLength={notApplicableReasonMax}
            value={reason}
            status={error ? 'error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
          <Button type="primary" size="small" loading={loading} onClick={() => void change('not_applicable')}>
            Mark Not Applicable
          </Button>
        </Flex>
      }
    >
      <Button ref={trigger} size="small" tabIndex={tabIndex} aria-haspopup="dialog" aria-expanded={open} style={{ alignSelf: 'flex-start' }}>
        N/A
      </Button>
    </Popover>
  );
}
