import { LockOutlined, UserOutlined } from '@ant-design/icons';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { messages, toasts } from '@gap/schema';
import type { LoginInput } from '@gap/schema/graphql';
import { paths } from '@/config/paths';
import { returnPathOf } from '@/lib/return-path';
import { ForgotPassword } from './forgot-password';

export function LoginForm() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginInput) => {
    setSubmitting(true);
    // Loaded on submit: the GraphQL client stays out of the public pages' first download.
    const { login } = await import('../api/sign-in');
    const outcome = await login(values);
    if (outcome.ok) {
      notification.success({ title: toasts.loginSuccess, description: 'Welcome back.' });
      // Back to the page that asked for a sign-in (a deep link), else the dashboard.
      navigate(returnPathOf(location.state) ?? paths.dashboard, { replace: true });
    } else {
      notification.error({ title: toasts.loginFailed, description: outcome.message ?? toasts.loginFailedDefault });
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginInput> layout="vertical" requiredMark={false} onFinish={onFinish} disabled={submitting}>
      <Form.Item label="Username" name="username" rules={[{ required: true, message: messages.usernameRequired }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: messages.passwordRequired }]}
        style={{ marginBottom: 4 }}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <ForgotPassword />
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Sign In
      </Button>
    </Form>
  );
}
