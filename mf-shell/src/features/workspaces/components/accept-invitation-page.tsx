import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { workspaceMessages } from '@gap/schema';
import { serverMessageOr, useToast } from '@gap/schema/web';
import { useAcceptInvitation } from '../api/use-invitations';
import { roleLabels } from './role-labels';

interface AcceptInvitationPageProps {
  /** Where you go once you joined: the new workspace is current by then. */
  afterJoiningPath: string;
  homePath: string;
}

/**
 * /invitations/accept?token=…, reached signed in (the guard sends a visitor to sign in or register and back here).
 * Joining is a click, never a side effect of opening the link; a bad link shows the server's reason and a way home.
 */
export function AcceptInvitationPage({ afterJoiningPath, homePath }: AcceptInvitationPageProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [accept, { loading }] = useAcceptInvitation();
  const [refusal, setRefusal] = useState<string | undefined>(token ? undefined : workspaceMessages.invitationInvalid);

  const onJoin = async () => {
    try {
      const { data } = await accept({ variables: { token } });
      const joined = data?.acceptInvitation;
      toast.success('Welcome to the workspace', joined ? `You joined "${joined.name}" as ${roleLabels[joined.myRole].toLowerCase()}; it is now your current workspace.` : undefined);
      navigate(afterJoiningPath, { replace: true });
    } catch (error) {
      setRefusal(serverMessageOr(error, workspaceMessages.invitationInvalid));
    }
  };

  if (refusal) {
    return (
      <Result
        status="warning"
        title="This invitation cannot be used"
        subTitle={refusal}
        extra={
          <Button type="primary" onClick={() => navigate(homePath)}>
            Back to Dashboard
          </Button>
        }
      />
    );
  }
  return (
    <Flex justify="center">
      <Card style={{ maxWidth: 480, width: '100%' }}>
        <Flex vertical align="center" gap={16} style={{ textAlign: 'center' }}>
          <TeamOutlined style={{ fontSize: 40 }} aria-hidden />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Join workspace
          </Typography.Title>
          <Typography.Text type="secondary">You have been invited to a workspace. Joining gives you its projects with the role the invitation names.</Typography.Text>
          <Button type="primary" size="large" loading={loading} onClick={() => void onJoin()}>
            Join workspace
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
