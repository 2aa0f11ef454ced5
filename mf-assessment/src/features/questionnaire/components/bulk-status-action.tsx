import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal, Typography } from 'antd';
import { useState } from 'react';
import { answerStatuses, answerStatusLabels, type AnswerStatus } from '@gap/schema';
import { RoleGate, useToast } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import { useSetAnswerStatus } from '../api/use-set-answer-status';
import type { QuestionnaireItem } from '../types';
import { isAnswered } from '../utils/filter-items';

const questions = (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** The change the person asked for, fixed when asked: the list may change behind the confirmation. */
interface PendingChange {
  status: AnswerStatus;
  questionIds: string[];
  /** Shown but marked not applicable: left out. */
  excluded: number;
  /** Of those changed, the ones with an answer already (their status is replaced, their text kept). */
  answered: number;
}

interface BulkStatusActionProps {
  projectId: string;
  testType: string;
  /** The questions the search and filter show now. */
  shown: readonly QuestionnaireItem[];
  /** A phone's smaller button. */
  size?: 'small' | 'middle';
}

/**
 * Sets one implementation status on every question the search and filter show ("mark the 40 remaining A.8
 * questions as not implemented"), except those marked not applicable, after a confirmation naming the count
 * and the status. Operable by keyboard: the button opens the list of statuses with the focus in it.
 */
export function BulkStatusAction({ projectId, testType, shown, size }: BulkStatusActionProps) {
  const setStatuses = useSetAnswerStatus(projectId, testType);
  const toast = useToast();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const targets = shown.filter((item) => item.answer?.applicability !== 'not_applicable');
  const mayEdit = useProjectRoleAllows('editor');

  const ask = (status: AnswerStatus) => {
    const questionIds = targets.map((item) => item.question.id);
    setPending({ status, questionIds, excluded: shown.length - targets.length, answered: targets.filter(isAnswered).length });
    setOpen(true);
  };

  const confirm = async () => {
    if (!pending) return;
    const label = answerStatusLabels[pending.status];
    setRunning(true);
    try {
      const { written, skipped } = await setStatuses(pending.questionIds, pending.status);
      setOpen(false);
      toast.success(`${questions(written)} marked ${label}`, skipped ? `${questions(skipped)} marked not applicable meanwhile ${skipped === 1 ? 'was' : 'were'} left out.` : undefined);
    } catch (failure) {
      toast.failed('Failed to set the status', failure, 'Failed to set the status');
    } finally {
      setRunning(false);
    }
  };

  const count = pending?.questionIds.length ?? 0;
  const label = pending ? answerStatusLabels[pending.status] : '';
  const button = (
    <Button size={size}>
      Set status of {targets.length} shown <DownOutlined aria-hidden />
    </Button>
  );
  return (
    <>
      {mayEdit ? (
        <Dropdown
          trigger={['click']}
          autoFocus
          disabled={targets.length === 0}
          menu={{ items: answerStatuses.map((status) => ({ key: status, label: answerStatusLabels[status] })), onClick: ({ key }) => ask(key as AnswerStatus) }}
        >
          {button}
        </Dropdown>
      ) : (
        <RoleGate allowed={false} needed="editor">
          {button}
        </RoleGate>
      )}
      <Modal
        open={open}
        title={`Mark ${questions(count)} as ${label}?`}
        okText={`Mark ${count} as ${label}`}
        cancelText="Cancel"
        confirmLoading={running}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        afterClose={() => setPending(null)}
      >
        {pending && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            The {questions(count)} your search and filter show get the status {label}.
            {pending.excluded > 0 && ` ${questions(pending.excluded)} marked not applicable ${pending.excluded === 1 ? 'is' : 'are'} left out.`}
            {pending.answered > 0 && ` ${pending.answered} of them already ${pending.answered === 1 ? 'has an answer: its' : 'have an answer: their'} text stays and this status replaces the one stated.`}
            {pending.status === 'not_implemented' && ' Their expected elements are all marked missing.'}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
