import { describe, expect, it, jest } from '@jest/globals';
import { MeDocument } from '@gap/schema/graphql';
import { setSessionEndedHandler } from '../session';
import { buildMe } from '../testing/build-me';
import { mockFetchResponse } from '../testing/fetch';
import { createApolloClient } from './create-apollo-client';

const me = buildMe();

const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('createApolloClient', () => {
  it('sends the stored bearer token to /graphql on the page origin', async () => {
    window.localStorage.setItem('token', 'valid');
    const fetchMock = mockFetchResponse(200, { data: { me } });
    const onUnauthenticated = jest.fn();
    setSessionEndedHandler(onUnauthenticated);

    const { data } = await createApolloClient().query({ query: MeDocument });

    expect(data?.me.username).toBe('ada');
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe(`${window.location.origin}/graphql`);
    expect(headerOf(init, 'Authorization')).toBe('Bearer valid');
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBe('valid');
  });

  it('drops the token and signals on an UNAUTHENTICATED error', async () => {
    window.localStorage.setItem('token', 'revoked');
    mockFetchResponse(200, { errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] });
    const onUnauthenticated = jest.fn();
    setSessionEndedHandler(onUnauthenticated);

    await expect(createApolloClient().query({ query: MeDocument })).rejects.toThrow(
      'Authentication required',
    );

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('drops the token and signals on a 401 answer', async () => {
    window.localStorage.setItem('token', 'expired');
    mockFetchResponse(401, { message: 'Authentication required' });
    const onUnauthenticated = jest.fn();
    setSessionEndedHandler(onUnauthenticated);

    await expect(createApolloClient().query({ query: MeDocument })).rejects.toThrow();

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('keeps the token on other errors', async () => {
    window.localStorage.setItem('token', 'valid');
    mockFetchResponse(200, { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    const onUnauthenticated = jest.fn();
    setSessionEndedHandler(onUnauthenticated);

    await expect(createApolloClient().query({ query: MeDocument })).rejects.toThrow('Boom');

    expect(window.localStorage.getItem('token')).toBe('valid');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('leaves the session alone when an operation without a token is refused (a failed sign-in)', async () => {
    mockFetchResponse(200, { errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }] });
    const onUnauthenticated = jest.fn();
    setSessionEndedHandler(onUnauthenticated);

    await expect(createApolloClient().query({ query: MeDocument })).rejects.toThrow('Invalid username or password');

    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
