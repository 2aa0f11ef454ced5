import { Button, Form, Input } from 'antd';
import { messages } from '@gap/schema';
import { serverMessageOr, setToken, useToast } from '@gap/schema/web';
import { matchesPassword, newPasswordHint, newPasswordRules } from '@/lib/password-rules';
import { useChangePassword } from '../api/use-account';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Server messages that belong to one field: shown under it as well as in the toast. */
const fieldOfServerMessage: Record<string, keyof PasswordValues> = {
  [messages.currentPasswordWrong]: 'currentPassword',
  [messages.newPasswordSame]: 'newPassword',
  [messages.passwordMin]: 'newPassword',
  [messages.passwordMax]: 'newPassword',
};

/**
 * The current password, a new one (the rule shown before it is broken) and the new one again. On success this
 * browser keeps its session with the fresh token the server answers; every other session is signed out.
 */
export function ChangePasswordForm() {
  const toast = useToast();
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { loading }] = useChangePassword();

  const onFinish = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      if (!data) return;
      setToken(data.changePassword.token);
      form.resetFields();
      toast.success('Password Changed', 'Your other sessions have been signed out.');
    } catch (error) {
      const description = serverMessageOr(error, 'Failed to change the password');
      const field = fieldOfServerMessage[description];
      if (field) form.setFields([{ name: field, errors: [description] }]);
      toast.error('Error', description);
    }
  };

  return (
    <Form<PasswordValues> form={form} layout="vertical" onFinish={onFinish} disabled={loading} requiredMark={false} style={{ maxWidth: 420 }}>
      <Form.Item label="Current password" name="currentPassword" rules={[{ required: true, message: messages.passwordRequired }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="New password"
        name="newPassword"
        extra={newPasswordHint}
        rules={newPasswordRules}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm new password"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[{ required: true, message: messages.passwordsDoNotMatch }, matchesPassword('newPassword')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        Change Password
      </Button>
    </Form>
  );
}
