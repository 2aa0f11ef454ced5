import { useQuery } from '@apollo/client/react';
import { BillingWorkspacesDocument } from '@gap/schema/graphql';
import { roleAllows } from '@gap/schema/web';

/**
 * The current workspace, whose credits these pages show and buy, and whether the caller may buy them (owners only,
 * DESIGN section 6). `loading` until it is known; should it fail to load, buying stays allowed: the server decides.
 */
export function useCurrentWorkspace() {
  const { data, loading } = useQuery(BillingWorkspacesDocument);
  const workspace = data?.workspaces.find((candidate) => candidate.current);
  return { workspace, loading: loading && !data, mayBuy: roleAllows(workspace?.myRole, 'owner') };
}
