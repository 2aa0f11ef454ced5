import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetchFailure, mockFetchResponse, renderAtRoute } from '@/testing/test-utils';
import { NavigationMenu } from './navigation-menu';

describe('NavigationMenu sign-out', () => {
  it('revokes the token on the server (SignOut with the bearer token), then drops it', async () => {
    window.localStorage.setItem('token', 'jwt-signed-in');
    const fetchMock = mockFetchResponse(200, { data: { signOut: true } });
    renderAtRoute(<NavigationMenu />, { path: '/dashboard' });

    await userEvent.setup({ delay: null }).click(screen.getByText('Sign Out'));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body)).operationName).toBe('SignOut');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-signed-in');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    window.localStorage.setItem('token', 'jwt-offline');
    mockFetchFailure();
    renderAtRoute(<NavigationMenu />, { path: '/dashboard' });

    await userEvent.setup({ delay: null }).click(screen.getByText('Sign Out'));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });
});
