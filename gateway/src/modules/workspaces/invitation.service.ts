import { createHash, randomBytes } from 'node:crypto';
import { workspaceMessages, type WorkspaceRole } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { invitationEmail } from '../../mail/invitation-email.js';
import { MailDeliveryError, type Mailer } from '../../mail/mailer.js';
import { lockUser } from '../users/user.repository.js';
import * as invitations from './invitation.repository.js';
import type { InvitationRow } from './invitation.repository.js';
import * as store from './workspace.repository.js';
import type { WorkspaceRow } from './workspace.repository.js';
import { assertRole, type WorkspaceService } from './workspace.service.js';

export interface InvitationLimits {
  /** INVITATIONS_PER_WORKSPACE_PER_HOUR */
  invitationsPerHour: number;
  /** INVITATION_TTL_DAYS */
  invitationTtlDays: number;
  /** WORKSPACES_PER_USER: accepting past it is refused. */
  workspacesPerUser: number;
}

/** A new invitation with its link (the only place its secret ever appears) and what became of its email. */
export interface CreatedInvitation {
  url: string;
  invitation: InvitationRow;
  emailSent: boolean;
  /** Why no email went out although an address was given (null otherwise). */
  emailError: string | null;
}

export const invitationEmailErrors = {
  notConfigured: 'No email was sent: this server has no mail server configured (SMTP_URL). Copy the link and send it yourself.',
  refused: 'The invitation was created, but the mail server refused the email. Copy the link and send it yourself.',
  unreachable: 'The invitation was created, but the mail server could not be reached. Copy the link and send it yourself.',
} as const;

/** The link's secret: 32 random bytes, base64url (43 characters). */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invitations (DESIGN section 6): an owner invites by role, with or without an email address; the link carries a
 * single-use secret stored only as its hash. Every refused link (unknown, used, expired, revoked, or its workspace
 * deleted) answers 404 / NOT_FOUND with one message, so a guesser learns nothing about which it was.
 */
export class InvitationService {
  constructor(
    private readonly workspaces: WorkspaceService,
    private readonly limits: InvitationLimits,
    private readonly mailer: Mailer | null,
    private readonly logger: Logger,
  ) {}

  /** Owners only; at most INVITATIONS_PER_WORKSPACE_PER_HOUR per workspace (429 with Retry-After, nothing made). */
  async create(
    em: Em,
    inviter: { id: number },
    rawWorkspaceId: unknown,
    input: { role: WorkspaceRole; email?: string },
    origin: string,
  ): Promise<CreatedInvitation> {
    const { workspaceId } = await this.workspaces.resolve(em, inviter.id, rawWorkspaceId ?? '', 'owner');
    const token = randomBytes(32).toString('base64url');
    const invitation = await em.transactional(async (tx) => {
      // Locked: two owners inviting at once cannot both take the hour's last place.
      if (!(await store.lockWorkspace(tx, workspaceId))) throw new NotFoundError(workspaceMessages.notFound);
      const recent = await invitations.invitationsInLastHour(tx, workspaceId);
      if (recent.count >= this.limits.invitationsPerHour) {
        throw new TooManyRequestsError(workspaceMessages.tooManyInvitations(this.limits.invitationsPerHour), recent.secondsUntilSlot);
      }
      const created = await invitations.insertInvitation(tx, {
        workspaceId,
        role: input.role,
        email: input.email ?? null,
        tokenHash: hashOf(token),
        invitedById: inviter.id,
        ttlDays: this.limits.invitationTtlDays,
      });
      await this.workspaces.recordMemberActivity(tx, workspaceId, { kind: 'member.invited', actorId: inviter.id, subject: input.email ?? 'a link', after: input.role });
      return created;
    });
    const url = `${origin}/invitations/accept?token=${token}`;
    const emailError = input.email ? await this.sendEmail(em, invitation, input.email, url) : null;
    return { url, invitation, emailSent: Boolean(input.email) && emailError === null, emailError };
  }

  /** The workspace's pending invitations (owners only: FORBIDDEN for others, NOT_FOUND for non-members). */
  async pending(em: Em, userId: number, rawWorkspaceId: unknown): Promise<InvitationRow[]> {
    const { workspaceId } = await this.workspaces.resolve(em, userId, rawWorkspaceId ?? '', 'owner');
    return invitations.pendingInvitations(em, workspaceId);
  }

  /** Owners only; NOT_FOUND for a non-member and for an invitation no longer pending. */
  async revoke(em: Em, userId: number, rawId: unknown): Promise<void> {
    const id = parseEntityId(rawId);
    const invitation = id === undefined ? undefined : await invitations.invitationById(em, id);
    const role = invitation && (await store.roleIn(em, invitation.workspaceId, userId));
    if (!invitation || !role) throw new NotFoundError(workspaceMessages.invitationNotFound);
    assertRole(role, 'owner');
    const revoked = await em.transactional((tx) => invitations.revokeInvitation(tx, invitation.id));
    if (!revoked) throw new NotFoundError(workspaceMessages.invitationNotFound);
  }

  /**
   * The signed-in user joins with the invitation's role, and the workspace becomes their current one. A link that
   * no longer works answers 404 (see the class); a member already, or at WORKSPACES_PER_USER, 409 and the link stays unused.
   */
  async accept(em: Em, userId: number, token: string): Promise<WorkspaceRow> {
    if (!tokenPattern.test(token)) throw new NotFoundError(workspaceMessages.invitationInvalid);
    const tokenHash = hashOf(token);
    const workspaceId = await invitations.workspaceOfToken(em, tokenHash);
    if (workspaceId === undefined) throw new NotFoundError(workspaceMessages.invitationInvalid);
    await em.transactional(async (tx) => {
      // The workspace first, as every membership change and the workspace's deletion lock it.
      if (!(await store.lockWorkspace(tx, workspaceId))) throw new NotFoundError(workspaceMessages.invitationInvalid);
      const claimed = await invitations.claimInvitation(tx, tokenHash, userId);
      if (!claimed) throw new NotFoundError(workspaceMessages.invitationInvalid);
      await lockUser(tx, userId);
      // Refusals below roll the claim back: the link stays unused.
      if (await store.roleIn(tx, workspaceId, userId)) throw new ConflictError(workspaceMessages.alreadyMember);
      if ((await store.membershipCount(tx, userId)) >= this.limits.workspacesPerUser) {
        throw new ConflictError(workspaceMessages.tooManyWorkspaces(this.limits.workspacesPerUser));
      }
      await store.insertMember(tx, workspaceId, userId, claimed.role, true);
      await this.workspaces.recordMemberActivity(tx, workspaceId, { kind: 'member.joined', actorId: userId, subject: (await store.usernameOf(tx, userId)) ?? '', after: claimed.role });
    });
    return this.workspaces.get(em, userId, workspaceId);
  }

  /** Sends the invitation email; answers why it failed, or null. A failure never undoes the invitation. */
  private async sendEmail(em: Em, invitation: InvitationRow, to: string, url: string): Promise<string | null> {
    if (!this.mailer) return invitationEmailErrors.notConfigured;
    try {
      const workspaceName = (await invitations.workspaceNameOf(em, invitation.workspaceId)) ?? '';
      const message = invitationEmail({ workspaceName, inviterName: invitation.invitedBy?.username ?? '', role: invitation.role, url, expiresAt: new Date(invitation.expiresAt) });
      await this.mailer.send({ to, ...message });
      return null;
    } catch (error) {
      // Logged without the link: its token would let anyone who reads the log join.
      const reason = error instanceof MailDeliveryError ? error.reason : 'unreachable';
      this.logger.warn({ invitationId: invitation.id, workspaceId: invitation.workspaceId, reason, detail: error instanceof MailDeliveryError ? error.message : (error as Error).name }, 'invitation email not sent');
      return reason === 'refused' || reason === 'invalid' ? invitationEmailErrors.refused : invitationEmailErrors.unreachable;
    }
  }
}
