import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, tokenStorageKey } from '@gap/schema';
import { AccountSettingsDocument, ChangePasswordDocument, MeDocument, SignOutEverywhereDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError } from '@gap/schema/web/testing';
import { renderAtRoute } from '@/testing/test-utils';
import { AccountSettingsPage } from './account-settings-page';

const me: GraphQLMock = {
  request: { query: MeDocument },
  result: { data: { me: { __typename: 'User', id: '1', username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'Security Manager', isAdmin: false, createdAt: '2026-11-01T00:00:00.000Z' } } },
  maxUsageCount: 5,
};
const tokens: GraphQLMock = { request: { query: AccountSettingsDocument }, result: { data: { apiTokens: [{ __typename: 'ApiToken', id: '4' }, { __typename: 'ApiToken', id: '5' }] } }, maxUsageCount: 5 };
const renderPage = (mocks: GraphQLMock[]) => renderAtRoute(<AccountSettingsPage apiTokensPath="/settings/api-tokens" />, { path: '/settings/account', mocks: [me, tokens, ...mocks] });
const user = () => userEvent.setup({ delay: null });

describe('AccountSettingsPage', () => {
  it('shows the profile and changes the password, keeping this browser signed in with the fresh token', async () => {
    window.localStorage.setItem(tokenStorageKey, 'old-token');
    const changed = jest.fn(() => ({ data: { changePassword: { __typename: 'AuthPayload', token: 'fresh-token' } } }));
    renderPage([{ request: { query: ChangePasswordDocument, variables: { input: { currentPassword: 'old-secret-1', newPassword: 'new-secret-22' } } }, result: changed }]);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('8 to 128 characters.')).toBeInTheDocument(); // the rule, before it is broken
    const u = user();
    await u.type(screen.getByLabelText('Current password'), 'old-secret-1');
    await u.type(screen.getByLabelText('New password'), 'new-secret-22');
    await u.type(screen.getByLabelText('Confirm new password'), 'new-secret-22');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(tokenStorageKey)).toBe('fresh-token');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('checks the confirmation before asking the server, and puts a wrong current password under its field', async () => {
    const changed = jest.fn(() => ({ errors: [graphQLError(messages.currentPasswordWrong, 'BAD_USER_INPUT')] }));
    renderPage([{ request: { query: ChangePasswordDocument, variables: () => true }, result: changed }]);
    const u = user();
    await u.type(await screen.findByLabelText('Current password'), 'not-it');
    await u.type(screen.getByLabelText('New password'), 'new-secret-22');
    await u.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(changed).not.toHaveBeenCalled();
    await u.type(screen.getByLabelText('Confirm new password'), '2');
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findAllByText(messages.currentPasswordWrong)).length).toBeGreaterThanOrEqual(1);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('signs out everywhere only after a confirmation that focuses Cancel, revoking the API tokens when ticked', async () => {
    window.localStorage.setItem(tokenStorageKey, 'a-token');
    const signedOut = jest.fn(() => ({ data: { signOutEverywhere: { __typename: 'SignOutEverywhereResult', sessionsRevoked: true, apiTokensRevoked: 2 } } }));
    renderPage([{ request: { query: SignOutEverywhereDocument, variables: { revokeApiTokens: true } }, result: signedOut }]);
    const u = user();
    await u.click(await screen.findByRole('checkbox', { name: 'Also revoke my API tokens (2 API tokens)' }));
    await u.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    expect((await screen.findAllByText('Sign out everywhere?')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryAllByText('Sign out everywhere?')).toHaveLength(0));
    expect(signedOut).not.toHaveBeenCalled();

    await u.click(screen.getByRole('button', { name: 'Sign Out Everywhere' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(screen.getAllByRole('button', { name: 'Sign Out Everywhere' }).find((button) => dialog.contains(button))!);
    expect(await screen.findByText('2 API tokens revoked as well.')).toBeInTheDocument();
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(tokenStorageKey)).toBeNull();
  });
});
