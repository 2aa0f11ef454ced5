/** Workspace roles, weakest first (DESIGN section 6): each may do everything the ones before it may. */
export const workspaceRoles = ['viewer', 'editor', 'owner'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** True when `role` may do what `needed` may. */
export const roleAtLeast = (role: WorkspaceRole, needed: WorkspaceRole): boolean => workspaceRoles.indexOf(role) >= workspaceRoles.indexOf(needed);

/** What each role may do, for the refusal and the screens' tooltips. */
const roleNeededFor: Record<Exclude<WorkspaceRole, 'viewer'>, string> = {
  editor: 'an editor or owner',
  owner: 'an owner',
};

/** The message of a 403 / FORBIDDEN, naming the role the action needs and the caller's. */
export const roleRefusal = (needed: Exclude<WorkspaceRole, 'viewer'>, role: WorkspaceRole): string =>
  `Only ${roleNeededFor[needed]} of this workspace can do this; you are ${role === 'viewer' ? 'a viewer' : `an ${role}`}.`;

/** The tooltip on a control the role cannot use. */
export const roleTooltip = (needed: Exclude<WorkspaceRole, 'viewer'>): string => `Needs the ${needed} role in this workspace`;

export const workspaceMessages = {
  notFound: 'Workspace not found',
  nameRequired: 'Workspace name is required',
  nameTooLong: 'Workspace name must be at most 100 characters',
  personalNotDeletable: 'Your personal workspace cannot be deleted.',
  lastOwner: 'A workspace needs at least one owner: make another member an owner first.',
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  invitationInvalid: 'This invitation link is invalid, expired, revoked or already used.',
  alreadyMember: 'You are already a member of this workspace.',
  tooManyInvitations: (limit: number) => `At most ${limit} invitations per workspace and hour: try again later.`,
  tooManyWorkspaces: (limit: number) => `You can belong to at most ${limit} workspaces.`,
} as const;
