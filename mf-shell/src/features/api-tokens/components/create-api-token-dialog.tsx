import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiTokenLimits, apiTokenMessages, apiTokenToasts, type ApiTokenScope } from '@gap/schema';
import { serverMessageOr, useToast } from '@gap/schema/web';
import { useCreateApiToken } from '../api/use-api-tokens';

interface CreateTokenValues {
  name: string;
  scope: ApiTokenScope;
  expiresAt?: Dayjs | null;
  password?: string;
}

/** The gateway asks for the password again before it creates a token that can write or never expires. */
const needsPassword = (scope: ApiTokenScope | undefined, expiresAt: Dayjs | null | undefined) => scope === 'read-write' || !expiresAt;

export const scopeLabels: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

const scopeOptions = [
  { value: 'read', label: `${scopeLabels.read}: queries, downloads and subscriptions` },
  { value: 'read-write', label: `${scopeLabels['read-write']}: everything you can do` },
];

/** Server messages that belong to one field: shown under it as well as in the toast. */
const fieldOfServerMessage: Record<string, keyof CreateTokenValues> = {
  [apiTokenMessages.nameRequired]: 'name',
  [apiTokenMessages.nameMax]: 'name',
  [apiTokenMessages.scopeInvalid]: 'scope',
  [apiTokenMessages.expiryInvalid]: 'expiresAt',
  [apiTokenMessages.expiryPast]: 'expiresAt',
  [apiTokenMessages.passwordNeeded]: 'password',
  [apiTokenMessages.passwordWrong]: 'password',
};

const nameRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const length = (value ?? '').trim().length;
    if (length < apiTokenLimits.nameMin) throw new Error(apiTokenMessages.nameRequired);
    if (length > apiTokenLimits.nameMax) throw new Error(apiTokenMessages.nameMax);
  },
};

/** Days before tomorrow cannot be picked: a token expires at the end of the chosen day (UTC). */
const beforeTomorrow = (day: Dayjs) => {
  const startOfToday = new Date();
  startOfToday.setHours(0, 0, 0, 0);
  return day.valueOf() < startOfToday.getTime() + 24 * 3600_000;
};

/** The secret, shown once, with a copy button and the warning that it cannot be shown again. */
function SecretOnce({ secret }: { secret: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(apiTokenToasts.copied);
    } catch {
      toast.error('Error', 'Could not copy: select the token and copy it by hand.');
    }
  };
  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title="Copy your token now"
        description="This is the only time it is shown. Store it somewhere safe, like a password manager: if you lose it, revoke it and create a new one."
      />
      <div>
        <Typography.Text strong id="new-api-token-label">
          Your new API token
        </Typography.Text>
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Input readOnly value={secret} aria-labelledby="new-api-token-label" onFocus={(e) => e.target.select()} style={{ fontFamily: 'monospace' }} />
          <Button icon={<CopyOutlined />} onClick={copy} aria-label="Copy token">
            Copy
          </Button>
        </Space.Compact>
      </div>
      <Typography.Text type="secondary">
        Send it as <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text> to /graphql or /api.
      </Typography.Text>
    </Flex>
  );
}

/**
 * Creates a personal API token: name, scope and an optional expiry; then shows the secret once. Closing
 * forgets the secret for good.
 */
export function CreateApiTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [form] = Form.useForm<CreateTokenValues>();
  const [createToken, { loading: submitting }] = useCreateApiToken();
  const [secret, setSecret] = useState<string>();
  const scope = Form.useWatch('scope', form);
  const expires = Form.useWatch('expiresAt', form);
  const askPassword = needsPassword(scope, expires);

  const close = () => {
    setSecret(undefined);
    form.resetFields();
    onClose();
  };

  const onFinish = async (values: CreateTokenValues) => {
    try {
      const { data } = await createToken({
        variables: {
          input: {
            name: values.name.trim(),
            scope: values.scope,
            expiresAt: values.expiresAt ? values.expiresAt.format('YYYY-MM-DD') : null,
            password: needsPassword(values.scope, values.expiresAt) ? values.password : null,
          },
        },
      });
      if (!data) return;
      setSecret(data.createApiToken.secret);
      toast.success(apiTokenToasts.created, `"${data.createApiToken.token.name}" is ready to use.`);
    } catch (error) {
      const description = serverMessageOr(error, 'Failed to create the API token');
      const field = fieldOfServerMessage[description];
      if (field) form.setFields([{ name: field, errors: [description] }]);
      toast.error('Error', description);
    }
  };

  return (
    <Modal
      title={secret ? 'API token created' : 'New API token'}
      open={open}
      onCancel={close}
      mask={{ closable: !secret }}
      footer={
        secret ? (
          <Button type="primary" onClick={close}>
            I have copied it
          </Button>
        ) : (
          <Space>
            <Button onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" form="new-api-token-form" loading={submitting}>
              Create token
            </Button>
          </Space>
        )
      }
      destroyOnHidden
    >
      {secret ? (
        <SecretOnce secret={secret} />
      ) : (
        <Form<CreateTokenValues>
          id="new-api-token-form"
          form={form}
          layout="vertical"
          initialValues={{ scope: 'read' }}
          onFinish={onFinish}
          disabled={submitting}
          requiredMark="optional"
        >
          <Form.Item label="Token name" name="name" required rules={[nameRule]} extra="What the token is for, e.g. the script or system that uses it.">
            <Input placeholder="e.g. Risk register sync" maxLength={apiTokenLimits.nameMax} showCount autoFocus />
          </Form.Item>
          <Form.Item label="Scope" name="scope" required>
            <Select options={scopeOptions} aria-label="Scope" />
          </Form.Item>
          <Form.Item label="Expires" name="expiresAt" extra="Optional: the token stops working after this day. Leave empty for no expiry.">
            <DatePicker style={{ width: '100%' }} format="MMM D, YYYY" disabledDate={beforeTomorrow} aria-label="Expires" />
          </Form.Item>
          {askPassword && (
            <Form.Item
              label="Your password"
              name="password"
              required
              rules={[{ required: true, whitespace: false, message: apiTokenMessages.passwordNeeded }]}
              extra="A token that can write, or that never expires, is created only after you confirm your password."
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
