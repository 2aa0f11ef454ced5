import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockFetchFailure, mockFetchResponse, renderAtRoute } from '@/testing/test-utils';
import { AuthGuard } from './auth';

const user = { id: '1', username: 'ada', email: 'ada@example.com', role: 'Security Manager', isAdmin: true };

const renderGuarded = () =>
  renderAtRoute(
    <AuthGuard>
      <p>Protected content</p>
    </AuthGuard>,
    { path: '/dashboard' },
  );

describe('AuthGuard', () => {
  it('redirects to /login without calling the server when no token is stored', async () => {
    const fetchMock = mockFetchResponse(200, user);
    renderGuarded();

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a spinner and withholds the content while the check runs, then shows it', async () => {
    window.localStorage.setItem('token', 'valid');
    const fetchMock = mockFetchResponse(200, user);
    renderGuarded();

    expect(screen.getByLabelText('Checking your session')).toBeInTheDocument();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer valid');
  });

  it('removes the token and redirects when the server rejects it', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetchResponse(401, { message: 'Authentication required' });
    renderGuarded();

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('logs a failed request and redirects to /login', async () => {
    window.localStorage.setItem('token', 'valid');
    const error = new TypeError('Failed to fetch');
    mockFetchFailure(error);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded();

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Authentication check failed', error);
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });
});
