import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { MeDocument } from '@gap/schema/graphql';
import { buildMe, type GraphQLMock, graphQLError } from '@gap/schema/web/testing';
import { renderAtRoute } from '@/testing/test-utils';
import { AuthGuard } from './auth';

const me = buildMe();

const renderGuarded = (options: { mocks: readonly GraphQLMock[] }) =>
  renderAtRoute(
    <AuthGuard>
      <p>Protected content</p>
    </AuthGuard>,
    { path: '/dashboard', ...options },
  );

describe('AuthGuard', () => {
  it('redirects to /login without calling the server when no token is stored', async () => {
    const answer = jest.fn(() => ({ data: { me } }));
    renderGuarded({ mocks: [{ request: { query: MeDocument }, result: answer }] });

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
  });

  it('shows a spinner and withholds the content while `me` is asked, then shows it and keeps the user in the cache', async () => {
    window.localStorage.setItem('token', 'valid');
    const answer = jest.fn(() => ({ data: { me } }));
    const { cache } = renderGuarded({ mocks: [{ request: { query: MeDocument }, result: answer }] });

    expect(screen.getByLabelText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(cache.readQuery({ query: MeDocument })?.me.username).toBe('ada');
  });

  it('removes the token and redirects when the server rejects it', async () => {
    window.localStorage.setItem('token', 'expired');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded({
      mocks: [{ request: { query: MeDocument }, result: { errors: [graphQLError('Authentication required', 'UNAUTHENTICATED')] } }],
    });

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('logs a failed request and redirects to /login', async () => {
    window.localStorage.setItem('token', 'valid');
    const error = new TypeError('Failed to fetch');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded({ mocks: [{ request: { query: MeDocument }, error }] });

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Authentication check failed', error);
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('valid');
  });
});
