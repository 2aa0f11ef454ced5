import { useMutation, useQuery } from '@apollo/client/react';
import { AcceptInvitationDocument, CreateInvitationDocument, RevokeInvitationDocument, WorkspaceInvitationsDocument } from '@gap/schema/graphql';
import { evictObject } from '@gap/schema/web';
import { dropWorkspaceData } from './workspace-cache';

/** A workspace's pending invitations (owners only), newest first; asked again on every visit (they expire). */
export const useWorkspaceInvitations = (workspaceId: string) =>
  useQuery(WorkspaceInvitationsDocument, { variables: { workspaceId }, fetchPolicy: 'cache-and-network' });

/** Makes an invitation (its link answered once); the pending list is fetched again. */
export const useCreateInvitation = (workspaceId: string) =>
  useMutation(CreateInvitationDocument, { refetchQueries: [{ query: WorkspaceInvitationsDocument, variables: { workspaceId } }] });

/** Revokes an invitation; it leaves the cache, and so the list. */
export const useRevokeInvitation = () =>
  useMutation(RevokeInvitationDocument, {
    update: (cache, _result, { variables }) => {
      if (variables) evictObject(cache, 'Invitation', variables.id);
    },
  });

/** Joins the invitation's workspace, which the server makes current: every screen then reads that workspace. */
export const useAcceptInvitation = () => useMutation(AcceptInvitationDocument, { update: dropWorkspaceData });
