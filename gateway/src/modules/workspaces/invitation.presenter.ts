import type { InvitationRow } from './invitation.repository.js';
import type { CreatedInvitation } from './invitation.service.js';
import type { CreatedInvitationType, InvitationType } from './invitation.types.js';
import { roleEnumOf } from './workspace.types.js';

/** REST's shape of a pending invitation. */
export const presentInvitation = (row: InvitationRow) => ({
  id: row.id,
  role: row.role,
  email: row.email,
  expiresAt: row.expiresAt,
  createdAt: row.createdAt,
  invitedBy: row.invitedBy,
});

/** REST's answer to POST …/invitations: the link (shown this once) beside the invitation's fields. */
export const presentCreatedInvitation = (created: CreatedInvitation) => ({
  url: created.url,
  ...presentInvitation(created.invitation),
  emailSent: created.emailSent,
  emailError: created.emailError,
});

export const invitationType = (row: InvitationRow): InvitationType => ({
  ...presentInvitation(row),
  role: roleEnumOf(row.role),
  expiresAt: new Date(row.expiresAt),
  createdAt: new Date(row.createdAt),
});

export const createdInvitationType = (created: CreatedInvitation): CreatedInvitationType => ({
  url: created.url,
  invitation: invitationType(created.invitation),
  emailSent: created.emailSent,
  emailError: created.emailError,
});
