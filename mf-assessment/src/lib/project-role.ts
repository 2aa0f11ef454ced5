import { createContext, useContext } from 'react';
import type { WorkspaceRole } from '@gap/schema/graphql';
import { roleAllows } from '@gap/schema/web';

/** The caller's role in the open project's workspace (its `myRole`), provided by the project's screen. */
const ProjectRoleContext = createContext<WorkspaceRole | undefined>(undefined);

export const ProjectRoleProvider = ProjectRoleContext.Provider;

/**
 * Whether the caller's role in the open project's workspace allows what `needed` may: the project's write controls
 * ask this to disable themselves. Outside a project's screen the role is not known and the server decides.
 */
export function useProjectRoleAllows(needed: 'editor' | 'owner'): boolean {
  return roleAllows(useContext(ProjectRoleContext), needed);
}
