import { expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildActivity, buildActivityPage, renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { workspaceActivityPageSize } from '../api/use-workspace-activity';
import { WorkspaceActivityPage } from './workspace-activity-page';

const members = {
  data: {
    workspace: {
      __typename: 'Workspace',
      id: '7',
      name: 'Acme Ltd',
      personal: false,
      myRole: 'VIEWER',
      current: true,
      memberCount: 2,
      createdAt: '2026-11-01T10:00:00.000Z',
      members: [
        { __typename: 'WorkspaceMember', role: 'OWNER', joinedAt: '2026-11-01T10:00:00.000Z', lastActiveAt: null, user: { __typename: 'WorkspaceUser', id: '1', username: 'ada' } },
        { __typename: 'WorkspaceMember', role: 'VIEWER', joinedAt: '2026-11-02T10:00:00.000Z', lastActiveAt: null, user: { __typename: 'WorkspaceUser', id: '3', username: 'alan' } },
      ],
    },
  },
};

it("lists the current workspace's activity, filters by person and kind, loads more, and links to the members", async () => {
  const joined = buildActivity({ id: '4', kind: 'member.joined', subject: 'alan', after: 'viewer', projectId: null, actor: { id: '3', username: 'alan' } });
  const bought = buildActivity({ id: '2', kind: 'credits.bought', subject: '5 credits', projectId: null, actor: { id: '1', username: 'ada' } });
  const { link, callsTo } = routeOperations({
    CurrentWorkspaceMembers: members,
    WorkspaceActivity: (variables) =>
      variables.after
        ? { data: { workspaceActivity: buildActivityPage([bought], { totalCount: 2 }) } }
        : { data: { workspaceActivity: buildActivityPage([joined], { totalCount: 2, hasNextPage: true, endCursor: 'c1' }) } },
  });
  renderWithProviders(<WorkspaceActivityPage membersPath="/workspace/members" />, { link, path: '/workspace/activity', route: '/workspace/activity' });

  expect((await screen.findByText(/joined as/)).closest('li')).toHaveTextContent(/^alan joined as alan · 1 minute agoDetails$/);
  expect(await screen.findByText('Who changed what in Acme Ltd, newest first.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('5 credits')).toBeInTheDocument();
  expect(callsTo('WorkspaceActivity')).toContainEqual({ first: workspaceActivityPageSize, after: 'c1' });

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by person' }));
  fireEvent.click(await screen.findByTitle('ada'));
  await waitFor(() => expect(callsTo('WorkspaceActivity')).toContainEqual({ first: workspaceActivityPageSize, actorId: '1' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by kind' }));
  fireEvent.click(await screen.findByTitle('bought credits'));
  await waitFor(() => expect(callsTo('WorkspaceActivity')).toContainEqual({ first: workspaceActivityPageSize, actorId: '1', kinds: ['credits.bought'] }));

  fireEvent.click(screen.getByRole('button', { name: /Members/ }));
  expect(await screen.findByText('Route /workspace/members')).toBeInTheDocument();
});
