import { KeyOutlined } from '@ant-design/icons';
import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { PageHeader, useCurrentUser, userDisplayName } from '@gap/schema/web';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /settings/account: who is signed in, the password, every session at once, and the way to API tokens. */
export function AccountSettingsPage({ apiTokensPath }: { apiTokensPath: string }) {
  const { user, loading } = useCurrentUser();
  return (
    <>
      <PageHeader title="Account Settings" description="Your profile, password and sessions." />
      <Flex vertical gap={24} style={{ maxWidth: 760 }}>
        <Card title="Profile">
          {loading || !user ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Name">{userDisplayName(user)}</Descriptions.Item>
              <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
              <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
              <Descriptions.Item label="Role">{user.role}</Descriptions.Item>
            </Descriptions>
          )}
        </Card>
        <Card title="Change Password">
          <ChangePasswordForm />
        </Card>
        <Card title="Sessions">
          <SignOutEverywhere />
        </Card>
        <Card title="API Tokens">
          <Link to={apiTokensPath}>
            <KeyOutlined /> Manage your API tokens
          </Link>
        </Card>
      </Flex>
    </>
  );
}
