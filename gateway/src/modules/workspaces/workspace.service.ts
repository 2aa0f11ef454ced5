import { roleAtLeast, roleRefusal, workspaceMessages, type WorkspaceRole } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { lockUser } from '../users/user.repository.js';
import * as store from './workspace.repository.js';
import type { MemberRow, WorkspaceRow } from './workspace.repository.js';

/** The workspace a call acts in, and the caller's role there. */
export interface WorkspaceAccess {
  workspaceId: number;
  role: WorkspaceRole;
}

export interface WorkspaceLimits {
  /** Workspaces one user may belong to (WORKSPACES_PER_USER). */
  workspacesPerUser: number;
}

/** Throws 403 naming the role needed when `role` is weaker than `needed`. */
export function assertRole(role: WorkspaceRole, needed: WorkspaceRole): void {
  if (needed !== 'viewer' && !roleAtLeast(role, needed)) throw new ForbiddenError(roleRefusal(needed, role));
}

/** A membership change for the activity log: who did it, to whom (their username), from what to what. */
export interface MemberActivity {
  kind: 'member.invited' | 'member.joined' | 'member.role_changed' | 'member.removed';
  actorId: number;
  subject: string;
  before?: string | null;
  after?: string | null;
}
export type MemberActivityRecorder = (tx: Em, workspaceId: number, entry: MemberActivity) => Promise<void>;

/** The personal workspace's name for a username. */
export const personalWorkspaceName = (username: string) => `${username}'s workspace`.slice(0, 100);

/**
 * Workspaces (DESIGN section 6): who belongs to which, with what role. Every id a caller names is checked here: a
 * workspace the caller does not belong to answers not-found, a role too weak answers 403 naming the role needed.
 */
export class WorkspaceService {
  constructor(
    private readonly limits: WorkspaceLimits = { workspacesPerUser: 50 },
    /** Told when a user loses a workspace (removed, left, or it was deleted): their open streams of it end (Credentials.revoked). */
    private readonly accessLost: (userId: number) => void = () => undefined,
    /** Appends a membership change to the workspace's activity log in the change's transaction (injected: the activity module depends on this one). */
    readonly recordMemberActivity: MemberActivityRecorder = async () => undefined,
  ) {}

  /** In the registration's transaction: the new user's personal workspace, owned by them and current. */
  async createPersonal(tx: Em, userId: number): Promise<number> {
    const username = (await store.usernameOf(tx, userId)) ?? String(userId);
    return store.insertWorkspace(tx, { name: personalWorkspaceName(username), personal: true, createdById: userId, current: true });
  }

  /**
   * The workspace a call acts in: the one it names (`X-Workspace-Id`, `workspaceId`), which the caller must belong
   * to (not-found otherwise), else the caller's current workspace; then the role is checked against `needed`.
   */
  async resolve(em: Em, userId: number, requested: unknown, needed: WorkspaceRole = 'viewer'): Promise<WorkspaceAccess> {
    let access: WorkspaceAccess | undefined;
    if (requested === undefined || requested === null || requested === '') {
      access = await store.currentOf(em, userId);
    } else {
      const workspaceId = parseEntityId(requested);
      const role = workspaceId === undefined ? undefined : await store.roleIn(em, workspaceId, userId);
      access = role && workspaceId !== undefined ? { workspaceId, role } : undefined;
    }
    if (!access) throw new NotFoundError(workspaceMessages.notFound);
    assertRole(access.role, needed);
    return access;
  }

  /** The caller's role on a project's workspace, checked against `needed`; undefined when the caller may not see the project at all. */
  async projectAccess(em: Em, userId: number, projectId: number, needed: WorkspaceRole): Promise<WorkspaceAccess | undefined> {
    const access = await store.roleOnProject(em, projectId, userId);
    if (!access) return undefined;
    assertRole(access.role, needed);
    return access;
  }

  async list(em: Em, userId: number): Promise<WorkspaceRow[]> {
    return store.workspacesOf(em, userId);
  }

  async get(em: Em, userId: number, rawId: unknown): Promise<WorkspaceRow> {
    const { workspaceId } = await this.resolve(em, userId, rawId ?? '');
    const [row] = await store.workspacesOf(em, userId, [workspaceId]);
    if (!row) throw new NotFoundError(workspaceMessages.notFound);
    return row;
  }

  /** The caller's current workspace, as listed. */
  async current(em: Em, userId: number): Promise<WorkspaceRow> {
    return this.get(em, userId, undefined);
  }

  /** A new workspace owned by the caller, made current. */
  async create(em: Em, user: { id: number }, name: string): Promise<WorkspaceRow> {
    const id = await em.transactional(async (tx) => {
      await lockUser(tx, user.id);
      if ((await store.membershipCount(tx, user.id)) >= this.limits.workspacesPerUser) {
        throw new ConflictError(workspaceMessages.tooManyWorkspaces(this.limits.workspacesPerUser));
      }
      return store.insertWorkspace(tx, { name, personal: false, createdById: user.id, current: true });
    });
    return this.get(em, user.id, id);
  }

  async setCurrent(em: Em, userId: number, rawId: unknown): Promise<WorkspaceRow> {
    const { workspaceId } = await this.resolve(em, userId, rawId ?? '');
    await em.transactional((tx) => store.markCurrent(tx, workspaceId, userId));
    return this.get(em, userId, workspaceId);
  }

  async rename(em: Em, userId: number, rawId: unknown, name: string): Promise<WorkspaceRow> {
    const { workspaceId } = await this.resolve(em, userId, rawId ?? '', 'owner');
    await em.transactional((tx) => store.renameWorkspace(tx, workspaceId, name));
    return this.get(em, userId, workspaceId);
  }

  /** Deletes the workspace with its projects; a personal workspace cannot be deleted (409). */
  async delete(em: Em, userId: number, rawId: unknown): Promise<void> {
    const { workspaceId } = await this.resolve(em, userId, rawId ?? '', 'owner');
    const members = await em.transactional(async (tx) => {
      const workspace = await store.lockWorkspace(tx, workspaceId);
      if (!workspace) throw new NotFoundError(workspaceMessages.notFound);
      if (workspace.personal) throw new ConflictError(workspaceMessages.personalNotDeletable);
      const before = await store.membersOf(tx, workspaceId);
      await store.deleteWorkspace(tx, workspaceId);
      return before;
    });
    for (const member of members) this.accessLost(member.userId);
  }

  async members(em: Em, userId: number, rawId: unknown): Promise<MemberRow[]> {
    const { workspaceId } = await this.resolve(em, userId, rawId ?? '');
    return store.membersOf(em, workspaceId);
  }

  /** Owners only; the last owner cannot be demoted (409). */
  async changeRole(em: Em, userId: number, rawWorkspaceId: unknown, rawMemberId: unknown, role: WorkspaceRole): Promise<MemberRow> {
    const { workspaceId } = await this.resolve(em, userId, rawWorkspaceId ?? '', 'owner');
    const memberId = await this.requireMember(em, workspaceId, rawMemberId);
    await em.transactional(async (tx) => {
      await store.lockWorkspace(tx, workspaceId);
      const current = await store.roleIn(tx, workspaceId, memberId);
      if (!current) throw new NotFoundError(workspaceMessages.memberNotFound);
      if (current === 'owner' && role !== 'owner' && (await store.ownerCount(tx, workspaceId)) <= 1) throw new ConflictError(workspaceMessages.lastOwner);
      await store.updateRole(tx, workspaceId, memberId, role);
      const subject = (await store.usernameOf(tx, memberId)) ?? '';
      await this.recordMemberActivity(tx, workspaceId, { kind: 'member.role_changed', actorId: userId, subject, before: current, after: role });
    });
    return (await store.membersOf(em, workspaceId)).find((member) => member.userId === memberId)!;
  }

  /** An owner removes a member, or any member removes themselves (leave); never the last owner (409). */
  async removeMember(em: Em, userId: number, rawWorkspaceId: unknown, rawMemberId: unknown): Promise<{ workspaceId: number; memberId: number }> {
    const memberId = parseEntityId(rawMemberId);
    const leaving = memberId === userId;
    const { workspaceId } = await this.resolve(em, userId, rawWorkspaceId ?? '', leaving ? 'viewer' : 'owner');
    if (!leaving) await this.requireMember(em, workspaceId, rawMemberId);
    await em.transactional(async (tx) => {
      await store.lockWorkspace(tx, workspaceId);
      const current = await store.roleIn(tx, workspaceId, memberId!);
      if (!current) throw new NotFoundError(workspaceMessages.memberNotFound);
      if (current === 'owner' && (await store.ownerCount(tx, workspaceId)) <= 1) throw new ConflictError(workspaceMessages.lastOwner);
      await store.deleteMember(tx, workspaceId, memberId!);
      const subject = (await store.usernameOf(tx, memberId!)) ?? '';
      await this.recordMemberActivity(tx, workspaceId, { kind: 'member.removed', actorId: userId, subject, before: current, after: leaving ? 'left' : 'removed' });
    });
    this.accessLost(memberId!);
    return { workspaceId, memberId: memberId! };
  }

  private async requireMember(em: Em, workspaceId: number, rawMemberId: unknown): Promise<number> {
    const memberId = parseEntityId(rawMemberId);
    if (memberId === undefined || !(await store.roleIn(em, workspaceId, memberId))) throw new NotFoundError(workspaceMessages.memberNotFound);
    return memberId;
  }
}
