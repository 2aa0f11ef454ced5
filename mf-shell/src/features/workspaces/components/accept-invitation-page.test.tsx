import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workspaceMessages } from '@gap/schema';
import { AcceptInvitationDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, renderWithProviders } from '@gap/schema/web/testing';
import { AcceptInvitationPage } from './accept-invitation-page';

const joined = { __typename: 'Workspace', id: '7', name: 'Acme Ltd', personal: false, myRole: 'EDITOR', current: true, memberCount: 4 };
const renderPage = (search: string, mocks: GraphQLMock[] = []) =>
  renderWithProviders(<AcceptInvitationPage afterJoiningPath="/dashboard" homePath="/dashboard" />, { path: `/invitations/accept${search}`, route: '/invitations/accept', mocks });
const user = () => userEvent.setup({ delay: null });

describe('AcceptInvitationPage', () => {
  it('asks before joining, then joins, says so and opens the dashboard of the new workspace', async () => {
    const accepted = jest.fn(() => ({ data: { acceptInvitation: joined } }));
    renderPage('?token=secret-1', [{ request: { query: AcceptInvitationDocument, variables: { token: 'secret-1' } }, result: accepted }]);
    expect(screen.getByRole('heading', { name: 'Join workspace' })).toBeInTheDocument();
    expect(accepted).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
    expect(await screen.findByText(/You joined "Acme Ltd" as editor/)).toBeInTheDocument();
    expect(accepted).toHaveBeenCalledTimes(1);
  });

  it("an expired, used or revoked link shows the server's reason and a way home", async () => {
    renderPage('?token=old', [{ request: { query: AcceptInvitationDocument, variables: { token: 'old' } }, result: { errors: [graphQLError(workspaceMessages.invitationInvalid, 'NOT_FOUND')] } }]);
    await user().click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(await screen.findByText('This invitation cannot be used')).toBeInTheDocument();
    expect(screen.getByText(workspaceMessages.invitationInvalid)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
  });

  it('already a member: the conflict is shown and nothing else happens', async () => {
    renderPage('?token=again', [{ request: { query: AcceptInvitationDocument, variables: { token: 'again' } }, result: { errors: [graphQLError(workspaceMessages.alreadyMember, 'CONFLICT')] } }]);
    await user().click(screen.getByRole('button', { name: 'Join workspace' }));
    expect(await screen.findByText(workspaceMessages.alreadyMember)).toBeInTheDocument();
    expect(screen.queryByText('Route /dashboard')).not.toBeInTheDocument();
  });

  it('a link without a token is refused without asking the server', () => {
    renderPage('');
    expect(screen.getByText(workspaceMessages.invitationInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join workspace' })).not.toBeInTheDocument();
  });
});
