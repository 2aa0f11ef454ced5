import { Button, Flex, Modal, Typography } from 'antd';
import { formatDate } from '@gap/schema/web';
import type { AnswerConflict } from '../utils/answer-conflict';

interface AnswerConflictModalProps {
  controlRef: string;
  conflict: AnswerConflict;
  /** The person's unsaved text. */
  mine: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onEdit: () => void;
}

/**
 * A save refused because someone else saved the answer since it was opened: both texts side by side and the
 * person's choice. Nothing is dropped until they choose (the draft stays stored meanwhile); closing it keeps editing.
 */
export function AnswerConflictModal({ controlRef, conflict, mine, onKeepMine, onTakeTheirs, onEdit }: AnswerConflictModalProps) {
  const { theirs } = conflict;
  const by = theirs ? `${theirs.updatedByName ?? 'Someone'}${theirs.updatedAt ? `, ${formatDate(theirs.updatedAt)}` : ''}` : 'Removed';
  return (
    <Modal
      open
      title="Someone else changed this answer"
      onCancel={onEdit}
      width={720}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onTakeTheirs}>Take theirs</Button>
          <Button onClick={onEdit}>Edit</Button>
          <Button type="primary" onClick={onKeepMine}>
            Keep mine
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">
        {controlRef} was saved by someone else after you opened it. Choose which answer to keep, or merge both by hand.
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        <section aria-label="Their answer" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Text strong>Theirs ({by})</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{theirs?.answer || <em>No answer</em>}</Typography.Paragraph>
        </section>
        <section aria-label="Your answer" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Text strong>Yours (not saved)</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{mine || <em>No text</em>}</Typography.Paragraph>
        </section>
      </Flex>
    </Modal>
  );
}
