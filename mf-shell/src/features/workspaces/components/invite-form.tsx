import { CopyOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Grid, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CreateInvitationMutation, WorkspaceRole } from '@gap/schema/graphql';
import { serverMessageOr, useToast } from '@gap/schema/web';
import { useCreateInvitation } from '../api/use-invitations';
import { roleOptions } from './role-labels';

type CreatedInvitation = CreateInvitationMutation['createInvitation'];

/** The new link, shown this once, with a Copy button and whether the email went out. */
function LinkOnce({ created, onDismiss }: { created: CreatedInvitation; onDismiss: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.url);
      toast.success('Invitation link copied to the clipboard');
    } catch {
      toast.error('Error', 'Could not copy: select the link and copy it by hand.');
    }
  };
  const email = created.invitation.email;
  return (
    <Alert
      type={created.emailError ? 'warning' : 'success'}
      showIcon
      closable
      onClose={onDismiss}
      style={{ marginTop: 16 }}
      title={created.emailSent ? `Invitation email sent to ${email}` : 'Invitation created: copy the link now'}
      description={
        <Flex vertical gap={8}>
          {created.emailError && <Typography.Text>{`No email went out: ${created.emailError}. The link still works.`}</Typography.Text>}
          <Typography.Text>This is the only time the link is shown. Anyone who opens it can join once, until it expires.</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={created.url} aria-label="Invitation link" onFocus={(e) => e.target.select()} style={{ fontFamily: 'monospace' }} />
            <Button icon={<CopyOutlined />} onClick={copy} aria-label="Copy invitation link">
              Copy
            </Button>
          </Space.Compact>
        </Flex>
      }
    />
  );
}

interface InviteValues {
  role: WorkspaceRole;
  email?: string;
}

/** Invite by role, with an optional email address; the link is answered once. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const toast = useToast();
  const phone = Grid.useBreakpoint().sm === false;
  const [form] = Form.useForm<InviteValues>();
  const [invite, { loading }] = useCreateInvitation(workspaceId);
  const [created, setCreated] = useState<CreatedInvitation>();

  const onFinish = async ({ role, email }: InviteValues) => {
    try {
      const { data } = await invite({ variables: { input: { workspaceId, role, email: email?.trim() || null } } });
      setCreated(data?.createInvitation);
      form.resetFields();
    } catch (error) {
      toast.error('Error', serverMessageOr(error, 'The invitation could not be created'));
    }
  };

  return (
    <section aria-labelledby="invite-heading">
      <Typography.Title level={3} id="invite-heading" style={{ fontSize: 16, marginTop: 8 }}>
        Invite someone
      </Typography.Title>
      <Form<InviteValues> form={form} name="invite-member" colon={false} layout={phone ? 'vertical' : 'inline'} initialValues={{ role: 'EDITOR' }} onFinish={onFinish} requiredMark={false} style={{ rowGap: 8 }}>
        <Form.Item label="Role" name="role">
          <Select<WorkspaceRole> options={roleOptions} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="Email (optional)" name="email" rules={[{ type: 'email', message: 'Enter a valid email address or leave it empty' }]}>
          <Input type="email" autoComplete="off" placeholder="colleague@example.com" style={{ width: 260, maxWidth: '100%' }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={loading}>
            Invite
          </Button>
        </Form.Item>
      </Form>
      {created && <LinkOnce created={created} onDismiss={() => setCreated(undefined)} />}
    </section>
  );
}
