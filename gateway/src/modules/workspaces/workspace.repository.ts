import type { WorkspaceRole } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { utcIso } from '../../db/sql-time.js';

/** A workspace as its member sees it in lists. */
export interface WorkspaceRow {
  id: number;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  current: boolean;
  memberCount: number;
  createdAt: string;
}

export interface MemberRow {
  userId: number;
  username: string;
  role: WorkspaceRole;
  joinedAt: string;
  lastActiveAt: string | null;
}

/** A new workspace with its creator as owner (inside the caller's transaction); its id. */
export async function insertWorkspace(tx: Em, input: { name: string; personal: boolean; createdById: number; current: boolean }): Promise<number> {
  const [row] = await tx.execute<{ id: number }[]>(
    'insert into "workspaces" ("name", "personal", "created_by_id") values (?, ?, ?) returning "id"',
    [input.name, input.personal, input.createdById],
  );
  const id = Number(row!.id);
  await insertMember(tx, id, input.createdById, 'owner', input.current);
  return id;
}

/** Makes the user a member with this role; `current` moves their current workspace here. */
export async function insertMember(tx: Em, workspaceId: number, userId: number, role: WorkspaceRole, current = false): Promise<void> {
  if (current) await tx.execute('update "workspace_members" set "current" = false where "user_id" = ? and "current"', [userId]);
  await tx.execute('insert into "workspace_members" ("workspace_id", "user_id", "role", "current") values (?, ?, ?, ?)', [workspaceId, userId, role, current]);
}

export async function usernameOf(em: Em, userId: number): Promise<string | undefined> {
  const [row] = await em.execute<{ username: string }[]>('select "username" from "users" where "id" = ?', [userId]);
  return row?.username;
}

/** The user's personal workspace (made at registration). */
export async function personalWorkspaceOf(em: Em, userId: number): Promise<number | undefined> {
  const [row] = await em.execute<{ id: number }[]>('select "id" from "workspaces" where "created_by_id" = ? and "personal"', [userId]);
  return row ? Number(row.id) : undefined;
}

/** The user's role in the workspace; undefined when not a member (or no such workspace). */
export async function roleIn(em: Em, workspaceId: number, userId: number): Promise<WorkspaceRole | undefined> {
  const [row] = await em.execute<{ role: WorkspaceRole }[]>('select "role" from "workspace_members" where "workspace_id" = ? and "user_id" = ?', [workspaceId, userId]);
  return row?.role;
}

/** The workspace of a project and the user's role there; undefined when there is no such project or the user is not a member. */
export async function roleOnProject(em: Em, projectId: number, userId: number): Promise<{ workspaceId: number; role: WorkspaceRole } | undefined> {
  const [row] = await em.execute<{ workspace_id: number; role: WorkspaceRole }[]>(
    `select p."workspace_id", m."role" from "projects" p
     join "workspace_members" m on m."workspace_id" = p."workspace_id" and m."user_id" = ?
     where p."id" = ?`,
    [userId, projectId],
  );
  return row ? { workspaceId: Number(row.workspace_id), role: row.role } : undefined;
}

/** The user's current workspace: the one marked current, else their personal one, else the oldest they belong to. */
export async function currentOf(em: Em, userId: number): Promise<{ workspaceId: number; role: WorkspaceRole } | undefined> {
  const [row] = await em.execute<{ workspace_id: number; role: WorkspaceRole }[]>(
    `select m."workspace_id", m."role" from "workspace_members" m join "workspaces" w on w."id" = m."workspace_id"
     where m."user_id" = ?
     order by m."current" desc, (w."personal" and w."created_by_id" = m."user_id") desc, m."joined_at", m."workspace_id" limit 1`,
    [userId],
  );
  return row ? { workspaceId: Number(row.workspace_id), role: row.role } : undefined;
}

/** Marks the workspace as the user's current one (they must be a member: nothing changes otherwise); true when it was. */
export async function markCurrent(tx: Em, workspaceId: number, userId: number): Promise<boolean> {
  if (!(await roleIn(tx, workspaceId, userId))) return false;
  // Two statements: the one-current-per-user index is checked row by row, so one UPDATE swapping the flag could trip it.
  await tx.execute('update "workspace_members" set "current" = false where "user_id" = ? and "current"', [userId]);
  await tx.execute('update "workspace_members" set "current" = true where "user_id" = ? and "workspace_id" = ?', [userId, workspaceId]);
  return true;
}

/** Every workspace the user belongs to, personal first, then by name. */
export async function workspacesOf(em: Em, userId: number, ids?: readonly number[]): Promise<WorkspaceRow[]> {
  if (ids && !ids.length) return [];
  const rows = await em.execute<{ id: number; name: string; personal: boolean; role: WorkspaceRole; current: boolean; member_count: number; created_at: string }[]>(
    `select w."id", w."name", w."personal", m."role", m."current",
       (select count(*)::int from "workspace_members" c where c."workspace_id" = w."id") as "member_count", ${utcIso('w."created_at"')} as "created_at"
     from "workspaces" w join "workspace_members" m on m."workspace_id" = w."id" and m."user_id" = ?
     ${ids ? `where w."id" in (${ids.map(() => '?').join(', ')})` : ''}
     order by (w."personal" and w."created_by_id" = m."user_id") desc, lower(w."name"), w."id"`,
    [userId, ...(ids ?? [])],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    personal: row.personal,
    role: row.role,
    current: row.current,
    memberCount: Number(row.member_count),
    createdAt: row.created_at,
  }));
}

/** How many workspaces the user belongs to. */
export async function membershipCount(em: Em, userId: number): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as "n" from "workspace_members" where "user_id" = ?', [userId]);
  return Number(row?.n ?? 0);
}

/** The members of a workspace, owners first, then by username. */
export async function membersOf(em: Em, workspaceId: number): Promise<MemberRow[]> {
  const rows = await em.execute<{ user_id: number; username: string; role: WorkspaceRole; joined_at: string; last_active_at: string | null }[]>(
    `select m."user_id", u."username", m."role", ${utcIso('m."joined_at"')} as "joined_at",
       case when m."last_active_at" is null then null else ${utcIso('m."last_active_at"')} end as "last_active_at"
     from "workspace_members" m join "users" u on u."id" = m."user_id"
     where m."workspace_id" = ?
     order by case m."role" when 'owner' then 0 when 'editor' then 1 else 2 end, lower(u."username"), u."id"`,
    [workspaceId],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), username: row.username, role: row.role, joinedAt: row.joined_at, lastActiveAt: row.last_active_at }));
}

/** Locks the workspace's row (membership changes of one workspace run one after the other, on any gateway). */
export async function lockWorkspace(tx: Em, workspaceId: number): Promise<{ personal: boolean; createdById: number | null } | undefined> {
  const [row] = await tx.execute<{ personal: boolean; created_by_id: number | null }[]>('select "personal", "created_by_id" from "workspaces" where "id" = ? for update', [workspaceId]);
  return row ? { personal: row.personal, createdById: row.created_by_id === null ? null : Number(row.created_by_id) } : undefined;
}

export async function ownerCount(tx: Em, workspaceId: number): Promise<number> {
  const [row] = await tx.execute<{ n: number }[]>(`select count(*)::int as "n" from "workspace_members" where "workspace_id" = ? and "role" = 'owner'`, [workspaceId]);
  return Number(row?.n ?? 0);
}

export async function updateRole(tx: Em, workspaceId: number, userId: number, role: WorkspaceRole): Promise<void> {
  await tx.execute('update "workspace_members" set "role" = ? where "workspace_id" = ? and "user_id" = ?', [role, workspaceId, userId]);
}

export async function deleteMember(tx: Em, workspaceId: number, userId: number): Promise<void> {
  await tx.execute('delete from "workspace_members" where "workspace_id" = ? and "user_id" = ?', [workspaceId, userId]);
}

export async function renameWorkspace(tx: Em, workspaceId: number, name: string): Promise<void> {
  await tx.execute('update "workspaces" set "name" = ?, "updated_at" = now() where "id" = ?', [name, workspaceId]);
}

/** Deletes the workspace with its projects (cascade) and memberships. */
export async function deleteWorkspace(tx: Em, workspaceId: number): Promise<void> {
  await tx.execute('delete from "workspaces" where "id" = ?', [workspaceId]);
}

/** Records that the member did something in the workspace (at most once a minute per member). */
export async function touchMember(em: Em, workspaceId: number, userId: number): Promise<void> {
  await em.execute(
    `update "workspace_members" set "last_active_at" = now()
     where "workspace_id" = ? and "user_id" = ? and ("last_active_at" is null or "last_active_at" < now() - interval '1 minute')`,
    [workspaceId, userId],
  );
}
