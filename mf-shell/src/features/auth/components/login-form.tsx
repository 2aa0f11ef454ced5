import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { messages, toasts } from '@gap/schema';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { setToken } from '@/lib/auth-token';
import { login, type LoginInput } from '../api/login';
import { ForgotPassword } from './forgot-password';

export function LoginForm() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginInput) => {
    setSubmitting(true);
    try {
      const { token } = await login(values);
      setToken(token);
      notification.success({ title: toasts.loginSuccess, description: 'Welcome back.' });
      navigate(paths.dashboard);
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      notification.error({ title: toasts.loginFailed, description: serverMessage ?? toasts.loginFailedDefault });
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
