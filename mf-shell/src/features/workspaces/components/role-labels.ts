import type { WorkspaceRole } from '@gap/schema/graphql';

export const roleLabels: Record<WorkspaceRole, string> = { OWNER: 'Owner', EDITOR: 'Editor', VIEWER: 'Viewer' };

/** Strongest first, as the role Select lists them. */
export const roleOptions = (['OWNER', 'EDITOR', 'VIEWER'] as const).map((role) => ({ value: role, label: roleLabels[role] }));
