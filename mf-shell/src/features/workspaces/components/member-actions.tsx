import { Button, Popconfirm, Select } from 'antd';
import type { CurrentWorkspaceMembersQuery, WorkspaceRole } from '@gap/schema/graphql';
import { RoleGate } from '@gap/schema/web';
import { useChangeMemberRole, useRemoveMember } from '../api/use-members';
import { roleOptions } from './role-labels';

export type WorkspaceMemberRow = CurrentWorkspaceMembersQuery['workspace']['members'][number];

interface MemberActionProps {
  workspaceId: string;
  member: WorkspaceMemberRow;
  /** Only owners change roles and remove members; others see the controls disabled with the reason. */
  canManage: boolean;
  /** A refusal (the last owner's CONFLICT above all), shown by the page. */
  onError: (error: unknown) => void;
  onDone: (message: string) => void;
}

export function MemberRoleSelect({ workspaceId, member, canManage, onError, onDone }: MemberActionProps) {
  const [changeRole, { loading }] = useChangeMemberRole();
  const onChange = async (role: WorkspaceRole) => {
    try {
      await changeRole({ variables: { input: { workspaceId, userId: member.user.id, role } } });
      onDone(`${member.user.username} is now ${role === 'OWNER' ? 'an owner' : `a ${role.toLowerCase()}`}.`);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <RoleGate allowed={canManage} needed="owner">
      <Select<WorkspaceRole>
        value={member.role}
        options={roleOptions}
        onChange={(role) => void onChange(role)}
        disabled={!canManage}
        loading={loading}
        aria-label={`Role of ${member.user.username}`}
        style={{ width: 120 }}
      />
    </RoleGate>
  );
}

export function RemoveMemberButton({ workspaceId, member, canManage, onError, onDone }: MemberActionProps) {
  const [remove, { loading }] = useRemoveMember();
  const onConfirm = async () => {
    try {
      await remove({ variables: { workspaceId, userId: member.user.id } });
      onDone(`${member.user.username} no longer has access to this workspace.`);
    } catch (error) {
      onError(error);
    }
  };
  const button = (
    <Button danger size="small" disabled={!canManage} loading={loading} aria-label={`Remove ${member.user.username}`}>
      Remove
    </Button>
  );
  if (!canManage) return <RoleGate allowed={false} needed="owner">{button}</RoleGate>;
  return (
    <Popconfirm
      title={`Remove ${member.user.username}?`}
      description="They lose access to this workspace's projects at once."
      okText="Remove"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={onConfirm}
    >
      {button}
    </Popconfirm>
  );
}
