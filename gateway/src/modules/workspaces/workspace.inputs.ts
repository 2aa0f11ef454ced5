import { z } from 'zod';
import { workspaceMessages, workspaceRoles } from '@gap/schema';

export const workspaceNameInput = z
  .string({ error: workspaceMessages.nameRequired })
  .trim()
  .min(1, workspaceMessages.nameRequired)
  .max(100, workspaceMessages.nameTooLong);

export const createWorkspaceInput = z.object({ name: workspaceNameInput });

export const roleInput = z.enum(workspaceRoles, { error: 'Role must be owner, editor or viewer' });

export const changeRoleInput = z.object({ role: roleInput });

export const invitationMessages = {
  emailInvalid: 'Email must be an email address (for example name@example.com), or left empty',
  tokenRequired: 'The invitation token is required',
} as const;

/** An empty address means none: the owner copies the link. */
const invitationEmailInput = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z.string({ error: invitationMessages.emailInvalid }).trim().max(254, invitationMessages.emailInvalid).pipe(z.email(invitationMessages.emailInvalid)).transform((v) => v.toLowerCase()).optional(),
);

export const createInvitationInput = z.object({ role: roleInput, email: invitationEmailInput });

export const acceptInvitationInput = z.object({ token: z.string({ error: invitationMessages.tokenRequired }).min(1, invitationMessages.tokenRequired) });
