import type { MemberRow, WorkspaceRow } from './workspace.repository.js';
import { roleEnumOf, type WorkspaceMemberType, type WorkspaceType } from './workspace.types.js';

/** REST's shape: roles in lower case, times as ISO strings. */
export const presentWorkspace = (row: WorkspaceRow) => ({
  id: row.id,
  name: row.name,
  personal: row.personal,
  myRole: row.role,
  current: row.current,
  memberCount: row.memberCount,
  createdAt: row.createdAt,
});

export const presentMember = (row: MemberRow) => ({
  user: { id: row.userId, username: row.username },
  role: row.role,
  joinedAt: row.joinedAt,
  lastActiveAt: row.lastActiveAt,
});

export const workspaceType = (row: WorkspaceRow): WorkspaceType => ({ ...presentWorkspace(row), myRole: roleEnumOf(row.role), createdAt: new Date(row.createdAt) });

export const memberType = (row: MemberRow): WorkspaceMemberType => ({
  user: { id: row.userId, username: row.username },
  role: roleEnumOf(row.role),
  joinedAt: new Date(row.joinedAt),
  lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt) : null,
});
