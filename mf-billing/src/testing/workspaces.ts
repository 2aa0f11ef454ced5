import type { WorkspaceRole } from '@gap/schema/graphql';
import type { OperationAnswer } from './test-utils';

/** The BillingWorkspaces answer: the caller's current workspace "Acme Security", where they have `role`. */
export const workspacesAnswer = (role: WorkspaceRole = 'OWNER'): OperationAnswer => ({
  data: {
    workspaces: [
      { __typename: 'Workspace', id: 'w1', name: 'Personal', myRole: 'OWNER', current: false, creditBalance: 3 },
      { __typename: 'Workspace', id: 'w2', name: 'Acme Security', myRole: role, current: true, creditBalance: 14 },
    ],
  },
});
