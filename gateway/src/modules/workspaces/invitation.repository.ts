import type { WorkspaceRole } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { utcIso } from '../../db/sql-time.js';

/** An invitation as owners see it in the pending list. */
export interface InvitationRow {
  id: number;
  workspaceId: number;
  role: WorkspaceRole;
  email: string | null;
  createdAt: string;
  expiresAt: string;
  invitedBy: { id: number; username: string } | null;
}

type RawInvitation = {
  id: number;
  workspace_id: number;
  role: WorkspaceRole;
  email: string | null;
  created_at: string;
  expires_at: string;
  invited_by_id: number | null;
  username: string | null;
};

const columns = `i."id", i."workspace_id", i."role", i."email", ${utcIso('i."created_at"')} as "created_at", ${utcIso('i."expires_at"')} as "expires_at",
  i."invited_by_id", u."username"`;

const toRow = (row: RawInvitation): InvitationRow => ({
  id: Number(row.id),
  workspaceId: Number(row.workspace_id),
  role: row.role,
  email: row.email,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  invitedBy: row.invited_by_id === null ? null : { id: Number(row.invited_by_id), username: row.username ?? '' },
});

/** Invitations made for the workspace in the last hour, and the seconds until the oldest of them leaves the hour. */
export async function invitationsInLastHour(tx: Em, workspaceId: number): Promise<{ count: number; secondsUntilSlot: number }> {
  const [row] = await tx.execute<{ n: number; wait: number | null }[]>(
    `select count(*)::int as "n", ceil(extract(epoch from (min("created_at") + interval '1 hour' - now())))::int as "wait"
     from "invitations" where "workspace_id" = ? and "created_at" > now() - interval '1 hour'`,
    [workspaceId],
  );
  return { count: Number(row?.n ?? 0), secondsUntilSlot: Math.max(1, Number(row?.wait ?? 1)) };
}

export async function insertInvitation(
  tx: Em,
  input: { workspaceId: number; role: WorkspaceRole; email: string | null; tokenHash: string; invitedById: number; ttlDays: number },
): Promise<InvitationRow> {
  const [inserted] = await tx.execute<{ id: number }[]>(
    `insert into "invitations" ("workspace_id", "role", "email", "token_hash", "invited_by_id", "expires_at")
     values (?, ?, ?, ?, ?, now() + make_interval(days => ?::int)) returning "id"`,
    [input.workspaceId, input.role, input.email, input.tokenHash, input.invitedById, input.ttlDays],
  );
  return (await invitationById(tx, Number(inserted!.id)))!;
}

export async function invitationById(em: Em, id: number): Promise<InvitationRow | undefined> {
  const [row] = await em.execute<RawInvitation[]>(`select ${columns} from "invitations" i left join "users" u on u."id" = i."invited_by_id" where i."id" = ?`, [id]);
  return row ? toRow(row) : undefined;
}

/** The workspace's invitations that still work (not accepted, revoked or expired), newest first. */
export async function pendingInvitations(em: Em, workspaceId: number): Promise<InvitationRow[]> {
  const rows = await em.execute<RawInvitation[]>(
    `select ${columns} from "invitations" i left join "users" u on u."id" = i."invited_by_id"
     where i."workspace_id" = ? and i."accepted_at" is null and i."revoked_at" is null and i."expires_at" > now()
     order by i."created_at" desc, i."id" desc`,
    [workspaceId],
  );
  return rows.map(toRow);
}

/** Revokes an invitation that still works; false when it was already used, revoked or expired. */
export async function revokeInvitation(tx: Em, id: number): Promise<boolean> {
  const rows = await tx.execute<{ id: number }[]>(
    'update "invitations" set "revoked_at" = now() where "id" = ? and "accepted_at" is null and "revoked_at" is null and "expires_at" > now() returning "id"',
    [id],
  );
  return rows.length > 0;
}

/**
 * Claims the invitation with this token hash for the user, if it still works: one conditional UPDATE, so of two
 * concurrent accepts exactly one gets the row (the other waits for its lock, then finds it accepted). The caller's
 * transaction rolls the claim back when the user cannot join.
 */
export async function claimInvitation(tx: Em, tokenHash: string, userId: number): Promise<{ id: number; workspaceId: number; role: WorkspaceRole } | undefined> {
  const [row] = await tx.execute<{ id: number; workspace_id: number; role: WorkspaceRole }[]>(
    `update "invitations" set "accepted_at" = now(), "accepted_by_id" = ?
     where "token_hash" = ? and "accepted_at" is null and "revoked_at" is null and "expires_at" > now()
     returning "id", "workspace_id", "role"`,
    [userId, tokenHash],
  );
  return row ? { id: Number(row.id), workspaceId: Number(row.workspace_id), role: row.role } : undefined;
}

export async function workspaceNameOf(em: Em, workspaceId: number): Promise<string | undefined> {
  const [row] = await em.execute<{ name: string }[]>('select "name" from "workspaces" where "id" = ?', [workspaceId]);
  return row?.name;
}

/** The workspace an invitation token is for, whatever the invitation's state (the accept locks it first). */
export async function workspaceOfToken(em: Em, tokenHash: string): Promise<number | undefined> {
  const [row] = await em.execute<{ workspace_id: number }[]>('select "workspace_id" from "invitations" where "token_hash" = ?', [tokenHash]);
  return row ? Number(row.workspace_id) : undefined;
}
