import { EditOutlined, HistoryOutlined, LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Grid, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { palette, roleTooltip } from '@gap/schema';
import { errorMessage, formatDate, PageHeader, RoleGate, serverMessageOr, TableSkeleton, useCurrentUser, useToast } from '@gap/schema/web';
import { useCurrentWorkspaceMembers, useLeaveWorkspace, useRenameWorkspace } from '../api/use-members';
import { InvitationsPanel } from './invitations-panel';
import { MemberRoleSelect, RemoveMemberButton, type WorkspaceMemberRow } from './member-actions';
import { WorkspaceNameDialog } from './workspace-name-dialog';

const lastActivity = (value: string | null) => (value ? formatDate(value) : 'Never');

/** On a phone: a card per member with the role and Remove in view (the table would scroll them off sideways). */
function MemberCards({ members, you, actions }: { members: WorkspaceMemberRow[]; you?: string; actions: (member: WorkspaceMemberRow) => { role: ReactNode; remove: ReactNode } }) {
  return (
    <section aria-label="Members">
      <ul style={{ listStyle: 'none', margin: '0 0 32px', padding: 0 }}>
        {members.map((member) => (
          <li key={member.user.id} style={{ padding: '12px 0', borderBottom: `1px solid ${palette.border}` }}>
            <Flex vertical gap={8}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <span>
                  <Typography.Text strong>{member.user.username}</Typography.Text>
                  {member.user.id === you && <Tag style={{ marginInlineStart: 8 }}>You</Tag>}
                </span>
                {actions(member).role}
              </Flex>
              <Typography.Text type="secondary">
                Joined {formatDate(member.joinedAt)} · Last activity {lastActivity(member.lastActiveAt)}
              </Typography.Text>
              {member.user.id !== you && <div>{actions(member).remove}</div>}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

const byJoining = (a: WorkspaceMemberRow, b: WorkspaceMemberRow) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt);

/**
 * The current workspace's members: owners rename it, change roles and remove members; everyone else reads the list
 * with the controls disabled and the reason given. Any member may leave, except a personal workspace's creator.
 */
export function MembersPage({ afterLeavingPath, activityPath }: { afterLeavingPath: string; activityPath?: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().sm === false;
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useCurrentWorkspaceMembers();
  const [rename] = useRenameWorkspace();
  const [leave, { loading: leaving }] = useLeaveWorkspace();
  const [renaming, setRenaming] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The workspace's members could not be loaded"
        description={errorMessage(error)}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}
      />
    );
  }
  const workspace = data?.workspace;
  if (!workspace) return <TableSkeleton label="Loading members" rows={5} />;

  const canManage = workspace.myRole === 'OWNER';
  const members = workspace.members;
  const creator = [...members].sort(byJoining)[0];
  const canLeave = !(workspace.personal && creator?.user.id === user?.id);
  const actionProps = {
    workspaceId: workspace.id,
    canManage,
    onError: (failure: unknown) => setRefusal(serverMessageOr(failure, 'The change could not be saved')),
    onDone: (message: string) => {
      setRefusal(undefined);
      toast.success('Members updated', message);
    },
  };

  const onLeave = async () => {
    try {
      await leave({ variables: { workspaceId: workspace.id } });
      toast.success('You left the workspace', `You no longer have access to "${workspace.name}".`);
      navigate(afterLeavingPath);
    } catch (failure) {
      actionProps.onError(failure);
    }
  };

  const columns: TableColumnsType<WorkspaceMemberRow> = [
    {
      title: 'Member',
      key: 'username',
      render: (_, member) => (
        <span>
          <Typography.Text strong>{member.user.username}</Typography.Text>
          {member.user.id === user?.id && <Tag style={{ marginInlineStart: 8 }}>You</Tag>}
        </span>
      ),
    },
    { title: 'Role', key: 'role', render: (_, member) => <MemberRoleSelect member={member} {...actionProps} /> },
    { title: 'Joined', dataIndex: 'joinedAt', render: (value: string) => formatDate(value) },
    { title: 'Last activity', dataIndex: 'lastActiveAt', render: lastActivity },
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_, member) => (member.user.id === user?.id ? null : <RemoveMemberButton member={member} {...actionProps} />),
    },
  ];

  const renameButton = (
    <Button icon={<EditOutlined />} disabled={!canManage} onClick={() => setRenaming(true)}>
      Rename
    </Button>
  );

  return (
    <>
      <PageHeader
        title={workspace.name}
        description={`${workspace.personal ? 'Your personal workspace' : 'Workspace'} · ${members.length} ${members.length === 1 ? 'member' : 'members'}`}
        extra={
          <Flex gap={8} wrap>
            {activityPath && (
              <Button icon={<HistoryOutlined />} onClick={() => navigate(activityPath)}>
                Activity
              </Button>
            )}
            <RoleGate allowed={canManage} needed="owner">
              {renameButton}
            </RoleGate>
            {canLeave && (
              <Popconfirm
                title="Leave this workspace?"
                description="You lose access to its projects until an owner invites you again."
                okText="Leave"
                okButtonProps={{ danger: true }}
                cancelText="Stay"
                onConfirm={onLeave}
              >
                <Button danger icon={<LogoutOutlined />} loading={leaving}>
                  Leave workspace
                </Button>
              </Popconfirm>
            )}
          </Flex>
        }
      />
      {refusal && <Alert type="error" showIcon closable onClose={() => setRefusal(undefined)} title={refusal} style={{ marginBottom: 16 }} />}
      {!canManage && <Alert type="info" showIcon title={`Read-only: ${roleTooltip('owner')} to change roles or remove members.`} style={{ marginBottom: 16 }} />}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Members
      </Typography.Title>
      {phone ? (
        <MemberCards
          members={members}
          you={user?.id}
          actions={(member) => ({ role: <MemberRoleSelect member={member} {...actionProps} />, remove: <RemoveMemberButton member={member} {...actionProps} /> })}
        />
      ) : (
        <Table<WorkspaceMemberRow>
          rowKey={(member) => member.user.id}
          columns={columns}
          dataSource={members}
          pagination={false}
          scroll={{ x: 'max-content' }}
          aria-label="Members"
          loading={loading && members.length === 0}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This workspace has no members." /> }}
          style={{ marginBottom: 32 }}
        />
      )}
      {canManage && <InvitationsPanel workspaceId={workspace.id} />}
      <WorkspaceNameDialog
        open={renaming}
        title="Rename workspace"
        okText="Save"
        initialName={workspace.name}
        onClose={() => setRenaming(false)}
        onSubmit={async (name) => {
          await rename({ variables: { id: workspace.id, name } });
          toast.success('Workspace renamed', `It is now called "${name}".`);
        }}
      />
    </>
  );
}
