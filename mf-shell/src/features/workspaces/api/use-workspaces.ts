import { useMutation, useQuery } from '@apollo/client/react';
import { CreateWorkspaceDocument, SetCurrentWorkspaceDocument, WorkspacesDocument } from '@gap/schema/graphql';
import { dropWorkspaceData } from './workspace-cache';

/** The workspaces you belong to (personal first); the previous answer stays on screen while a switch reloads it. */
export function useWorkspaces() {
  const { data, previousData, loading, error, refetch } = useQuery(WorkspacesDocument);
  const workspaces = (data ?? previousData)?.workspaces ?? [];
  return { workspaces, current: workspaces.find((workspace) => workspace.current), loading, error, refetch };
}

/** Makes a workspace the current one (the server remembers it); every screen then reads the new workspace's data. */
export const useSetCurrentWorkspace = () => useMutation(SetCurrentWorkspaceDocument, { update: dropWorkspaceData });

/** Creates a workspace, which the server makes the current one. */
export const useCreateWorkspace = () => useMutation(CreateWorkspaceDocument, { update: dropWorkspaceData });
