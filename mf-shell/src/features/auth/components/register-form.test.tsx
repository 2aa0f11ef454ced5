import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetchResponse, renderAtRoute } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

const renderRegister = () => renderAtRoute(<RegisterForm />, { path: '/register' });

interface Fields {
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

const valid: Required<Fields> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
};

const labels: Record<keyof Fields, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

async function submit(fields: Fields) {
  const user = userEvent.setup({ delay: null });
  for (const [key, value] of Object.entries(fields) as [keyof Fields, string][]) {
    if (value) await user.type(screen.getByLabelText(labels[key]), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterForm', () => {
  it('validates an empty form without calling the server', async () => {
    const fetchMock = mockFetchResponse(200, { data: { register: { __typename: 'AuthPayload', token: 'unused' } } });
    renderRegister();

    await submit({});

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, Fields, string]>([
    ['a short username', { ...valid, username: 'ab' }, 'Username must be at least 3 characters'],
    ['a long username', { ...valid, username: 'u'.repeat(51) }, 'Username must be at most 50 characters'],
    ['an invalid email', { ...valid, email: 'ada.example.com' }, 'Please enter a valid email address'],
    ['a short password', { ...valid, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['a mismatched confirmation', { ...valid, confirmPassword: 'analytical-engine!' }, 'Passwords do not match'],
  ])('rejects %s', async (_case, fields, message) => {
    const fetchMock = mockFetchResponse(200, { data: { register: { __typename: 'AuthPayload', token: 'unused' } } });
    renderRegister();

    await submit(fields);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers without sending the confirmation, stores the token and opens the dashboard', async () => {
    const fetchMock = mockFetchResponse(200, { data: { register: { __typename: 'AuthPayload', token: 'jwt-new' } } });
    renderRegister();

    await submit(valid);

    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
    expect(screen.getByText('Registration Successful')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-new');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe(`${window.location.origin}/graphql`);
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('Register');
    expect(body.variables.input).toEqual({
      username: 'ada',
      email: 'ada@example.com',
      password: 'analytical-engine',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('after registering returns to the page that asked for an account (an invitation link)', async () => {
    mockFetchResponse(200, { data: { register: { __typename: 'AuthPayload', token: 'jwt-new' } } });
    const { router } = renderRegister();
    await act(() => router.navigate('/register', { state: { from: '/invitations/accept?token=abc' } }));

    await submit(valid);

    expect(await screen.findByText('Route /invitations/accept?token=abc')).toBeInTheDocument();
  });

  it("shows the server's message when registration fails", async () => {
    mockFetchResponse(200, { errors: [{ message: 'Username is already taken', extensions: { code: 'CONFLICT' } }] });
    renderRegister();

    await submit(valid);

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Username is already taken')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('falls back to the default message when the answer has none', async () => {
    mockFetchResponse(502);
    renderRegister();

    await submit(valid);

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
