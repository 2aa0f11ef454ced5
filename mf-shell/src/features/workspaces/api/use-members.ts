import { useMutation, useQuery } from '@apollo/client/react';
import { ChangeMemberRoleDocument, CurrentWorkspaceMembersDocument, LeaveWorkspaceDocument, RemoveMemberDocument, RenameWorkspaceDocument } from '@gap/schema/graphql';
import { evictRootFields } from '@gap/schema/web';
import { dropWorkspaceData } from './workspace-cache';

/** The current workspace with its members; asked again on every visit (last activity moves elsewhere). */
export const useCurrentWorkspaceMembers = () => useQuery(CurrentWorkspaceMembersDocument, { fetchPolicy: 'cache-and-network' });

/** Members carry no id of their own: a change fetches the workspace (and the switcher's counts) again. */
const refetchMembers = { update: (cache: Parameters<typeof evictRootFields>[0]) => evictRootFields(cache, ['workspace', 'workspaces']) };

/** Renames a workspace; the answer updates the header and this page through the cache. */
export const useRenameWorkspace = () => useMutation(RenameWorkspaceDocument);

export const useChangeMemberRole = () => useMutation(ChangeMemberRoleDocument, refetchMembers);

export const useRemoveMember = () => useMutation(RemoveMemberDocument, refetchMembers);

/** Leaving moves you to another workspace of yours: every screen reads that one's data. */
export const useLeaveWorkspace = () => useMutation(LeaveWorkspaceDocument, { update: dropWorkspaceData });
