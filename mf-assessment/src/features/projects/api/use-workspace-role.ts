import { useQuery } from '@apollo/client/react';
import { ProjectsWorkspaceDocument } from '@gap/schema/graphql';

/** The caller's role in the current workspace (where New Project creates); undefined until it is known. */
export function useWorkspaceRole() {
  const { data } = useQuery(ProjectsWorkspaceDocument);
  return data?.workspaces.find((workspace) => workspace.current)?.myRole;
}
