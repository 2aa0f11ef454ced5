import { Button, Descriptions, Modal, Typography } from 'antd';
import { useEffect, useRef } from 'react';

interface ConfirmRunDialogProps {
  open: boolean;
  projectName: string;
  available: number;
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The deliberate purchase: names the project, the cost and the balance left before a credit is spent. Cancel has the
 * focus when it opens, so Enter or Space from the keyboard never spends by accident; Escape cancels too.
 */
export function ConfirmRunDialog({ open, projectName, available, running, onConfirm, onCancel }: ConfirmRunDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    // After the dialog has mounted (and before its own focus moves to the panel): a timer, as antd's confirm does.
    const timer = setTimeout(() => cancelRef.current?.focus({ preventScroll: true }));
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Modal
      open={open}
      title="Run the gap assessment?"
      onCancel={onCancel}
      afterOpenChange={(opened) => {
        // Unless the person has already moved to a button of the dialog.
        if (opened && !(document.activeElement instanceof HTMLButtonElement)) cancelRef.current?.focus({ preventScroll: true });
      }}
      footer={[
        <Button key="cancel" ref={cancelRef} onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="ok" type="primary" loading={running} onClick={onConfirm}>
          Spend 1 credit and run
        </Button>,
      ]}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'project', label: 'Project', children: projectName },
          { key: 'cost', label: 'Cost', children: '1 credit' },
          { key: 'left', label: 'Credits left afterwards', children: Math.max(available - 1, 0) },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        The credit buys the findings with recommendations, the Excel export and a snapshot in the assessment history.
      </Typography.Paragraph>
    </Modal>
  );
}
