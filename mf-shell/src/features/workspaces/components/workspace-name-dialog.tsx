import { Form, Input, Modal } from 'antd';
import { useEffect, useId, useState } from 'react';
import { workspaceMessages } from '@gap/schema';
import { serverMessageOr } from '@gap/schema/web';

const nameMax = 100;

interface WorkspaceNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  /** Resolves when saved; a rejection's server message is shown under the field and the dialog stays open. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A workspace's name, asked for when creating or renaming one (1-100 characters after trimming). */
export function WorkspaceNameDialog({ open, title, okText, initialName = '', onSubmit, onClose }: WorkspaceNameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  // Its own field ids: the dialog stays in the page (forceRender) beside other forms with a `name` field.
  const formName = `workspace-name${useId()}`;
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const onFinish = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await onSubmit(name.trim());
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields([{ name: 'name', errors: [serverMessageOr(error, 'The workspace could not be saved')] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} name={formName} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
        <Form.Item
          label="Workspace name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: workspaceMessages.nameRequired },
            { validator: (_, value: string | undefined) => ((value ?? '').trim().length > nameMax ? Promise.reject(new Error(workspaceMessages.nameTooLong)) : Promise.resolve()) },
          ]}
        >
          <Input autoFocus autoComplete="off" placeholder="e.g. Acme Ltd ISO 27001" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
