import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetchFailure, mockFetchResponse, renderAtRoute } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const renderLogin = () => renderAtRoute(<LoginForm />, { path: '/login' });

async function signIn(username = 'alice', password = 'correct horse') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('requires a username and a password', async () => {
    const fetchMock = mockFetchResponse(200, { data: { login: { __typename: 'AuthPayload', token: 'unused' } } });
    renderLogin();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes back to the page that asked for a sign-in (a deep link), never to another origin', async () => {
    mockFetchResponse(200, { data: { login: { __typename: 'AuthPayload', token: 'jwt-123' } } });
    const { router } = renderLogin();
    await act(() => router.navigate('/login', { state: { from: '/project-assessment/7?tab=manual' } }));
    await signIn();
    expect(await screen.findByText('Route /project-assessment/7?tab=manual')).toBeInTheDocument();
  });

  it('stores the token, confirms and opens the dashboard on success', async () => {
    const fetchMock = mockFetchResponse(200, { data: { login: { __typename: 'AuthPayload', token: 'jwt-123' } } });
    renderLogin();

    await signIn();

    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-123');
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe(`${window.location.origin}/graphql`);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('Login');
    expect(body.variables).toEqual({ input: { username: 'alice', password: 'correct horse' } });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("shows the server's message when sign-in fails", async () => {
    mockFetchResponse(200, {
      errors: [{ message: 'Too many failed sign-in attempts. Please try again later.', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    renderLogin();

    await signIn();

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many failed sign-in attempts. Please try again later.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Route /dashboard')).not.toBeInTheDocument();
  });

  it('falls back to the default message when the answer has none', async () => {
    mockFetchResponse(500);
    renderLogin();

    await signIn();

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password.')).toBeInTheDocument();
  });

  it('falls back to the default message when the request fails', async () => {
    mockFetchFailure();
    renderLogin();

    await signIn();

    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });
});
