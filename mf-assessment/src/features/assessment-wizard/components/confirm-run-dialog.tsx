import { Descriptions, Modal, Typography } from 'antd';

interface ConfirmRunDialogProps {
  open: boolean;
  projectName: string;
  available: number;
  running: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The deliberate purchase: names the project, the cost and the balance left before a credit is spent. */
export function ConfirmRunDialog({ open, projectName, available, running, onConfirm, onCancel }: ConfirmRunDialogProps) {
  return (
    <Modal
      open={open}
      title="Run the gap assessment?"
      okText="Spend 1 credit and run"
      cancelText="Cancel"
      confirmLoading={running}
      onOk={onConfirm}
      onCancel={onCancel}
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
