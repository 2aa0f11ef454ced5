import App from 'antd/es/app';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { limits, messages, toasts } from '@gap/schema';
import type { RegisterInput } from '@gap/schema/graphql';
import { paths } from '@/config/paths';
import { matchesPassword, newPasswordHint, newPasswordRules } from '@/lib/password-rules';
import { returnPathOf } from '@/lib/return-path';

type RegisterValues = RegisterInput & { confirmPassword: string };

const nameRules = [{ max: limits.personNameMax, message: messages.nameMax }];

export function RegisterForm() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ confirmPassword: _confirmation, ...values }: RegisterValues) => {
    setSubmitting(true);
    // Loaded on submit: the GraphQL client stays out of the public pages' first download.
    const { register } = await import('../api/sign-in');
    const outcome = await register({ ...values, firstName: values.firstName ?? '', lastName: values.lastName ?? '' });
    if (outcome.ok) {
      notification.success({ title: toasts.registerSuccess, description: 'Your account is ready.' });
      // Back to the page that asked for an account (an invitation link), else the dashboard.
      navigate(returnPathOf(location.state) ?? paths.dashboard);
    } else {
      notification.error({ title: toasts.registerFailed, description: outcome.message ?? toasts.registerFailedDefault });
      setSubmitting(false);
    }
  };

  // noValidate: the form's own messages (SPEC's wording), not the browser's bubble over them.
  return (
    <Form<RegisterValues> noValidate layout="vertical" requiredMark={false} onFinish={onFinish} disabled={submitting}>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First name" name="firstName" rules={nameRules}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last name" name="lastName" rules={nameRules}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Username"
        name="username"
        rules={[
          { required: true, message: messages.usernameMin },
          { min: limits.usernameMin, message: messages.usernameMin },
          { max: limits.usernameMax, message: messages.usernameMax },
        ]}
      >
        <Input autoComplete="username" />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: messages.emailInvalid },
          { type: 'email', message: messages.emailInvalid },
          { max: limits.emailMax, message: messages.emailInvalid },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra={newPasswordHint}
        rules={newPasswordRules}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[matchesPassword('password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        Create Account
      </Button>
    </Form>
  );
}
