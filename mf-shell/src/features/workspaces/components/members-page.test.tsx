import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleTooltip, workspaceMessages } from '@gap/schema';
import { ChangeMemberRoleDocument, CreateInvitationDocument, CurrentWorkspaceMembersDocument, MeDocument, RemoveMemberDocument, RevokeInvitationDocument, WorkspaceInvitationsDocument } from '@gap/schema/graphql';
import { createCache } from '@gap/schema/web';
import { buildMe, type GraphQLMock, graphQLError, renderWithProviders, setViewportWidth } from '@gap/schema/web/testing';
import { MembersPage } from './members-page';

const member = (id: string, username: string, role: string, lastActiveAt: string | null = null) => ({
  __typename: 'WorkspaceMember' as const,
  role,
  joinedAt: `2026-11-0${id}T10:00:00.000Z`,
  lastActiveAt,
  user: { __typename: 'WorkspaceUser' as const, id, username },
});

const workspace = (myRole: string, members: ReturnType<typeof member>[], overrides: Record<string, unknown> = {}) => ({
  __typename: 'Workspace' as const,
  id: '7',
  name: 'Acme Ltd',
  personal: false,
  myRole,
  current: true,
  memberCount: members.length,
  createdAt: '2026-11-01T10:00:00.000Z',
  members,
  ...overrides,
});

const team = (adaRole = 'OWNER') => [member('1', 'ada', adaRole, '2026-11-28T09:00:00.000Z'), member('2', 'grace', 'EDITOR'), member('3', 'alan', 'VIEWER')];
const listing = (answer: ReturnType<typeof workspace>): GraphQLMock => ({ request: { query: CurrentWorkspaceMembersDocument }, result: { data: { workspace: answer } } });

const invitation = (id: string, role: string, email: string | null) => ({
  __typename: 'Invitation' as const,
  id,
  role,
  email,
  createdAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2026-12-05T10:00:00.000Z',
});
const pending = (...invitations: ReturnType<typeof invitation>[]): GraphQLMock => ({
  request: { query: WorkspaceInvitationsDocument, variables: { workspaceId: '7' } },
  result: { data: { workspace: { __typename: 'Workspace', id: '7', invitations } } },
});

/** The page as user 1 (ada), signed in: `me` is in the cache as the shell's guard leaves it. */
function renderPage(mocks: GraphQLMock[]) {
  const cache = createCache();
  cache.writeQuery({ query: MeDocument, data: { me: buildMe() } });
  return renderWithProviders(<MembersPage afterLeavingPath="/dashboard" />, { path: '/workspace/members', route: '/workspace/members', mocks, cache });
}
const user = () => userEvent.setup({ delay: null });
const rowOf = (username: string) => screen.getByText(username).closest('tr')!;

describe('MembersPage', () => {
  it("links to the workspace's activity for every member", async () => {
    renderWithProviders(<MembersPage afterLeavingPath="/dashboard" activityPath="/workspace/activity" />, { path: '/workspace/members', route: '/workspace/members', mocks: [listing(workspace('VIEWER', team('VIEWER')))] });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Activity/ }));
    expect(await screen.findByText('Route /workspace/activity')).toBeInTheDocument();
  });

  it('an owner sees every member with role, joined and last activity, and can change roles and remove others', async () => {
    renderPage([listing(workspace('OWNER', team())), pending()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeInTheDocument();
    const ada = rowOf('ada');
    expect(within(ada).getByText('You')).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf('alan')).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of grace' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove grace' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Rename/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Leave workspace/ })).toBeInTheDocument();
  });

  it('a viewer reads the list with every control disabled and the reason given', async () => {
    const me = member('1', 'ada', 'VIEWER');
    renderPage([listing(workspace('VIEWER', [member('2', 'grace', 'OWNER'), me]))]);
    expect(await screen.findByText(`Read-only: ${roleTooltip('owner')} to change roles or remove members.`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of grace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove grace' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Rename/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove grace' })).toHaveAccessibleDescription(roleTooltip('owner'));
    expect(screen.getByRole('button', { name: /Rename/ })).toHaveAccessibleDescription(roleTooltip('owner'));
    expect(screen.getByRole('button', { name: /Leave workspace/ })).toBeEnabled();
  });

  it('the last owner demoting themselves gets the server message, shown clearly, and the role stays', async () => {
    const changed = jest.fn(() => ({ errors: [graphQLError(workspaceMessages.lastOwner, 'CONFLICT')] }));
    renderPage([
      listing(workspace('OWNER', team())),
      pending(),
      { request: { query: ChangeMemberRoleDocument, variables: { input: { workspaceId: '7', userId: '1', role: 'VIEWER' } } }, result: changed },
    ]);
    const u = user();
    await u.click(await screen.findByRole('combobox', { name: 'Role of ada' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Viewer"]')).not.toBeNull());
    await u.click(document.querySelector('.ant-select-item-option[title="Viewer"]')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(workspaceMessages.lastOwner);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(within(rowOf('ada')).getByTitle('Owner')).toBeInTheDocument();
  });

  it('removes a member after confirmation and lists the members again', async () => {
    const removed = jest.fn(() => ({ data: { removeMember: true } }));
    renderPage([
      listing(workspace('OWNER', team())),
      pending(),
      { request: { query: RemoveMemberDocument, variables: { workspaceId: '7', userId: '3' } }, result: removed },
      listing(workspace('OWNER', team().slice(0, 2))),
    ]);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Remove alan' }));
    expect(await screen.findByText('Remove alan?')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('alan no longer has access to this workspace.')).toBeInTheDocument();
    expect(removed).toHaveBeenCalledTimes(1);
    await screen.findByText('2 members', { exact: false });
    expect(screen.queryByText('alan')).not.toBeInTheDocument();
  });

  it("a personal workspace's creator cannot leave it", async () => {
    renderPage([listing(workspace('OWNER', team(), { personal: true, name: 'Ada Lovelace' })), pending()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Leave workspace/ })).not.toBeInTheDocument();
  });

  it('shows an error panel with a retry when the members cannot be loaded', async () => {
    renderPage([{ request: { query: CurrentWorkspaceMembersDocument }, error: new Error('Network down') }, listing(workspace('OWNER', team())), pending()]);
    expect(await screen.findByText("The workspace's members could not be loaded")).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeInTheDocument();
  });

  it('an owner sees the pending invitations with role, email and expiry, and revokes one', async () => {
    const revoked = jest.fn(() => ({ data: { revokeInvitation: true } }));
    renderPage([
      listing(workspace('OWNER', team())),
      pending(invitation('11', 'VIEWER', 'auditor@example.com'), invitation('12', 'EDITOR', null)),
      { request: { query: RevokeInvitationDocument, variables: { id: '11' } }, result: revoked },
    ]);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    const row = (await within(table).findByText('auditor@example.com')).closest('tr')!;
    expect(within(row).getByText('Viewer')).toBeInTheDocument();
    expect(within(row).getByText(/2026/)).toBeInTheDocument();
    expect(within(table).getByText('Link only')).toBeInTheDocument();
    const u = user();
    await u.click(within(row).getByRole('button', { name: 'Revoke the invitation for auditor@example.com' }));
    await u.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(within(table).queryByText('auditor@example.com')).not.toBeInTheDocument();
  });

  it('invites by role and email: the link is shown once with a Copy button, and the email is said to be sent', async () => {
    const url = 'http://127.0.0.1:3000/invitations/accept?token=abc123';
    const created = jest.fn(() => ({ data: { createInvitation: { __typename: 'CreatedInvitation', url, emailSent: true, emailError: null, invitation: invitation('13', 'VIEWER', 'auditor@example.com') } } }));
    renderPage([
      listing(workspace('OWNER', team())),
      pending(),
      { request: { query: CreateInvitationDocument, variables: { input: { workspaceId: '7', role: 'VIEWER', email: 'auditor@example.com' } } }, result: created },
      pending(invitation('13', 'VIEWER', 'auditor@example.com')),
    ]);
    const u = user();
    await u.click(await screen.findByRole('combobox', { name: 'Role' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Viewer"]')).not.toBeNull());
    await u.click(document.querySelector('.ant-select-item-option[title="Viewer"]')!);
    await u.type(screen.getByLabelText('Email (optional)'), 'auditor@example.com');
    await u.click(screen.getByRole('button', { name: /Invite$/ }));
    expect(await screen.findByText('Invitation email sent to auditor@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation link')).toHaveValue(url);
    expect(created).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(screen.getByRole('table', { name: 'Pending invitations' })).findByText('auditor@example.com')).toBeInTheDocument();
  });

  it('a viewer sees no invitations', async () => {
    renderPage([listing(workspace('VIEWER', [member('2', 'grace', 'OWNER'), member('1', 'ada', 'VIEWER')]))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('on a phone shows a card per member with the role and Remove in view, not a table scrolling sideways', async () => {
    setViewportWidth(390);
    renderPage([listing(workspace('OWNER', team())), pending()]);
    const list = await screen.findByRole('region', { name: 'Members' });
    expect(within(list).getByRole('combobox', { name: 'Role of grace' })).toBeEnabled();
    expect(within(list).getByRole('button', { name: 'Remove grace' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove ada' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Members' })).not.toBeInTheDocument();
  });
});
