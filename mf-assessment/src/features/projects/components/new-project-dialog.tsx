import { DatePicker, Form, Input, type InputRef, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { limits, messages } from '@gap/schema';
import { serverMessageOr, useToast } from '@gap/schema/web';
import { useCreateProject } from '../api/use-create-project';

interface NewProjectValues {
  name: string;
  description?: string;
  scope?: string;
  targetDate?: Dayjs | null;
}

/** Server validation messages that belong to one field: shown under it as well as in the toast. */
const fieldOfServerMessage: Record<string, keyof NewProjectValues> = {
  [messages.projectNameMin]: 'name',
  [messages.projectNameMax]: 'name',
  [messages.projectDescriptionMax]: 'description',
  [messages.projectScopeMax]: 'scope',
  [messages.targetDateInvalid]: 'targetDate',
};

const nameRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const length = (value ?? '').trim().length;
    if (length < limits.projectNameMin) throw new Error(messages.projectNameMin);
    if (length > limits.projectNameMax) throw new Error(messages.projectNameMax);
  },
};

const initialValues = (): Partial<NewProjectValues> => ({ targetDate: dayjs() });

/**
 * SPEC 2 /projects and 4 'New project dialog': closes and resets on success only. The mutation refreshes every
 * project list and counter (this page, the dashboard) through the cache.
 */
export function NewProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [form] = Form.useForm<NewProjectValues>();
  const [createProject, { loading: submitting }] = useCreateProject();
  const nameInput = useRef<InputRef>(null);

  const onFinish = async (values: NewProjectValues) => {
    try {
      const { data } = await createProject({
        variables: {
          input: {
            name: values.name.trim(),
            description: values.description?.trim() ?? '',
            scope: values.scope?.trim() ?? '',
            targetDate: values.targetDate ? values.targetDate.format('YYYY-MM-DD') : null,
          },
        },
      });
      toast.success('Project Created', `"${data?.createProject.name ?? values.name.trim()}" is ready for documents.`);
      form.resetFields();
      onClose();
    } catch (error) {
      const description = serverMessageOr(error, 'Failed to create project');
      const field = fieldOfServerMessage[description];
      if (field) form.setFields([{ name: field, errors: [description] }]);
      toast.error('Error', description);
    }
  };

  return (
    <Modal
      title="New Project"
      open={open}
      onCancel={onClose}
      okText="Create Project"
      styles={{ header: { marginBottom: 16 } }}
      okButtonProps={{ htmlType: 'submit', form: 'new-project-form', loading: submitting }}
      cancelButtonProps={{ disabled: submitting }}
      destroyOnHidden={false}
      forceRender
      // The dialog would focus its own container (an autoFocus fires once, at the hidden first render): the name is
      // what one types first. On close the dialog returns the focus to what opened it.
      afterOpenChange={(opened) => opened && nameInput.current?.focus()}
    >
      <Form<NewProjectValues>
        id="new-project-form"
        name="new-project"
        form={form}
        layout="vertical"
        initialValues={initialValues()}
        onFinish={onFinish}
        disabled={submitting}
        requiredMark="optional"
      >
        <Form.Item label="Project Name" name="name" required rules={[nameRule]}>
          <Input placeholder="e.g. ISO 27001 Readiness 2026" maxLength={limits.projectNameMax} showCount ref={nameInput} />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[{ max: limits.projectDescriptionMax, message: messages.projectDescriptionMax }]}>
          <Input.TextArea rows={3} placeholder="What this assessment is for" />
        </Form.Item>
        <Form.Item label="Scope" name="scope" rules={[{ max: limits.projectScopeMax, message: messages.projectScopeMax }]}>
          <Input.TextArea rows={3} placeholder="Systems, sites and processes in scope" />
        </Form.Item>
        <Form.Item label="Target Completion Date" name="targetDate">
          <DatePicker style={{ width: '100%' }} format="MMM D, YYYY" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
