import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiTokenMessages } from '@gap/schema';
import { ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, setViewportWidth } from '@gap/schema/web/testing';
import { renderAtRoute } from '@/testing/test-utils';
import { ApiTokensPage } from './api-tokens-page';

const token = (id: number, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken' as const,
  id: String(id),
  name,
  scope: 'read',
  prefix: `gap_abcd${id}xyz`.slice(0, 12),
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...overrides,
});

const listing = (tokens: ReturnType<typeof token>[], maxUsageCount = 5): GraphQLMock => ({
  request: { query: ApiTokensDocument },
  result: { data: { apiTokens: tokens } },
  maxUsageCount,
});

const renderPage = (mocks: GraphQLMock[]) => renderAtRoute(<ApiTokensPage />, { path: '/settings/api-tokens', mocks });
const secret = `gap_${'Q'.repeat(43)}`;
const user = () => userEvent.setup({ delay: null });

// The create journey opens a dialog, types, submits and copies: on a busy machine antd's DOM makes that slow.

describe('ApiTokensPage', () => {
  it('lists the tokens with their prefix, scope and dates', async () => {
    renderPage([listing([token(1, 'Risk register sync', { lastUsedAt: '2026-11-24T08:00:00.000Z' }), token(2, 'Nightly upload', { scope: 'read-write', expiresAt: '2099-12-31T23:59:59.999Z' })])]);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('Risk register sync')).closest('tr')!;
    expect(within(row).getByText('Read only')).toBeInTheDocument();
    expect(within(row).getByText(/^gap_abcd1/)).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument(); // no expiry
    const other = within(table).getByText('Nightly upload').closest('tr')!;
    expect(within(other).getByText('Read and write')).toBeInTheDocument();
    expect(within(other).getAllByText('Never')).toHaveLength(1); // never used
  });

  it('on a phone shows a card per token with its scope and Revoke in view, not a table scrolling sideways', async () => {
    setViewportWidth(390);
    renderPage([listing([token(2, 'Nightly upload', { scope: 'read-write' })])]);
    const list = await screen.findByRole('region', { name: 'API tokens' });
    expect(within(list).getByText('Nightly upload')).toBeInTheDocument();
    expect(within(list).getByText('Read and write')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Revoke Nightly upload' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderPage([listing([])]);
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first token' })).toBeInTheDocument();
  });

  it('shows an error panel with a retry when the list cannot be loaded', async () => {
    renderPage([{ request: { query: ApiTokensDocument }, error: new Error('Network down') }, listing([token(1, 'Back again')])]);
    expect(await screen.findByText('Your API tokens could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('creates a token and shows its secret once, with a warning and a copy button', async () => {
    const u = user(); // one session: its clipboard stub is what the Copy button writes to
    const created = jest.fn(() => ({ data: { createApiToken: { __typename: 'CreatedApiToken', secret, token: token(3, 'CI pipeline') } } }));
    renderPage([
      listing([], 1),
      { request: { query: CreateApiTokenDocument, variables: { input: { name: 'CI pipeline', scope: 'read', expiresAt: null, password: 'my-password' } } }, result: created },
      listing([token(3, 'CI pipeline')], 1),
    ]);
    await u.click(await screen.findByRole('button', { name: /New token/ }));
    await u.type(screen.getByLabelText('Token name'), '  CI pipeline ');
    // No expiry: the password is asked again.
    await u.type(screen.getByLabelText('Your password'), 'my-password');
    await u.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByText('Copy your token now')).toBeInTheDocument();
    expect(screen.getByLabelText('Your new API token')).toHaveValue(secret);
    expect(await screen.findByText('API token created')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(await screen.findByText('Token copied to the clipboard')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByLabelText('Your new API token')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table')).findByText('CI pipeline')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('requires a name before asking the server', async () => {
    const created = jest.fn(() => ({ data: null }));
    renderPage([listing([]), { request: { query: CreateApiTokenDocument, variables: () => true }, result: created }]);
    await user().click(await screen.findByRole('button', { name: /New token/ }));
    await user().type(screen.getByLabelText('Token name'), '   ');
    await user().click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(apiTokenMessages.nameRequired)).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it('a token without expiry needs the password: missing, it is asked for; wrong, the server says so under it', async () => {
    const created = jest.fn(() => ({ errors: [graphQLError(apiTokenMessages.passwordWrong, 'BAD_USER_INPUT')] }));
    renderPage([listing([]), { request: { query: CreateApiTokenDocument, variables: () => true }, result: created }]);
    const u = user();
    await u.click(await screen.findByRole('button', { name: /New token/ }));
    await u.type(screen.getByLabelText('Token name'), 'Forever');
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(apiTokenMessages.passwordNeeded)).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
    await u.type(screen.getByLabelText('Your password'), 'not-it');
    await u.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findAllByText(apiTokenMessages.passwordWrong)).length).toBeGreaterThanOrEqual(1);
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Copy your token now')).not.toBeInTheDocument();
  });

  it('shows the server refusal in an Error toast and stays on the form', async () => {
    renderPage([
      listing([]),
      { request: { query: CreateApiTokenDocument, variables: () => true }, result: { errors: [graphQLError(apiTokenMessages.tooMany, 'CONFLICT')] } },
    ]);
    await user().click(await screen.findByRole('button', { name: /New token/ }));
    await user().type(screen.getByLabelText('Token name'), 'One more');
    await user().type(screen.getByLabelText('Your password'), 'my-password');
    await user().click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(apiTokenMessages.tooMany)).toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('One more');
    expect(screen.queryByText('Copy your token now')).not.toBeInTheDocument();
  });

  it('revokes a token after confirmation', async () => {
    const revoked = jest.fn(() => ({ data: { revokeApiToken: true } }));
    renderPage([listing([token(7, 'Old script')], 1), { request: { query: RevokeApiTokenDocument, variables: { id: '7' } }, result: revoked }, listing([], 1)]);
    await user().click(await screen.findByRole('button', { name: 'Revoke Old script' }));
    expect(await screen.findByText('Revoke this token?')).toBeInTheDocument();
    expect(revoked).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API token revoked')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
  });

  it('from the keyboard the revoke question focuses Keep: Enter keeps the token, Escape returns to Revoke', async () => {
    const revoked = jest.fn(() => ({ data: { revokeApiToken: true } }));
    renderPage([listing([token(7, 'Old script')], 5), { request: { query: RevokeApiTokenDocument, variables: { id: '7' } }, result: revoked }]);
    const keyboard = user();
    const revoke = await screen.findByRole('button', { name: 'Revoke Old script' });
    revoke.focus();
    await keyboard.keyboard('{Enter}');
    expect(await screen.findByText('Revoke this token?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await keyboard.keyboard('{Enter}');
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(revoked).not.toHaveBeenCalled();

    await keyboard.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
    await keyboard.keyboard('{Escape}');
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(revoked).not.toHaveBeenCalled();
  });
});
