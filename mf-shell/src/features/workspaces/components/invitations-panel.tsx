import { Alert, Button, Empty, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { WorkspaceInvitationsQuery } from '@gap/schema/graphql';
import { errorMessage, formatDate, serverMessageOr, TableSkeleton, useToast } from '@gap/schema/web';
import { useRevokeInvitation, useWorkspaceInvitations } from '../api/use-invitations';
import { InviteForm } from './invite-form';
import { roleLabels } from './role-labels';

type InvitationRow = WorkspaceInvitationsQuery['workspace']['invitations'][number];

const invitationName = (invitation: InvitationRow) => (invitation.email ? `the invitation for ${invitation.email}` : `the ${roleLabels[invitation.role].toLowerCase()} link of ${formatDate(invitation.createdAt)}`);

function RevokeInvitationButton({ invitation }: { invitation: InvitationRow }) {
  const toast = useToast();
  const [revoke, { loading }] = useRevokeInvitation();
  const onConfirm = async () => {
    try {
      await revoke({ variables: { id: invitation.id } });
      toast.success('Invitation revoked', 'Its link no longer works.');
    } catch (error) {
      toast.error('Error', serverMessageOr(error, 'The invitation could not be revoked'));
    }
  };
  return (
    <Popconfirm title="Revoke this invitation?" description="Its link stops working at once." okText="Revoke" okButtonProps={{ danger: true }} cancelText="Keep" onConfirm={onConfirm}>
      <Button danger size="small" loading={loading} aria-label={`Revoke ${invitationName(invitation)}`}>
        Revoke
      </Button>
    </Popconfirm>
  );
}

const columns: TableColumnsType<InvitationRow> = [
  { title: 'Role', dataIndex: 'role', render: (role: InvitationRow['role']) => <Tag>{roleLabels[role]}</Tag> },
  { title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? <Typography.Text type="secondary">Link only</Typography.Text> },
  { title: 'Expires', dataIndex: 'expiresAt', render: (value: string) => formatDate(value) },
  { title: 'Actions', key: 'actions', align: 'right', render: (_, invitation) => <RevokeInvitationButton invitation={invitation} /> },
];

/** Owners: the invite form and the pending invitations with their role, email, expiry and Revoke. */
export function InvitationsPanel({ workspaceId }: { workspaceId: string }) {
  const { data, loading, error, refetch } = useWorkspaceInvitations(workspaceId);
  const invitations = data?.workspace.invitations ?? [];
  return (
    <section aria-labelledby="invitations-heading">
      <Typography.Title level={2} id="invitations-heading" style={{ fontSize: 18 }}>
        Invitations
      </Typography.Title>
      <InviteForm workspaceId={workspaceId} />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        Pending invitations
      </Typography.Title>
      {error && !data ? (
        <Alert
          type="error"
          showIcon
          title="The pending invitations could not be loaded"
          description={errorMessage(error)}
          action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
        />
      ) : (
        <Table<InvitationRow>
          rowKey="id"
          columns={columns}
          dataSource={invitations}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label="Pending invitations"
          locale={{
            emptyText: loading ? <TableSkeleton label="Loading invitations" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No pending invitations." />,
          }}
        />
      )}
    </section>
  );
}
