import { tokenStorageKey } from '@gap/schema';

/**
 * The session every microfrontend shares: the bearer token in localStorage under `token` (SPEC 6) and the one
 * reaction to a rejected token. Plain DOM code (no React, antd or Apollo) so the shell's public pages can use it.
 */
export const getToken = (): string | null => window.localStorage.getItem(tokenStorageKey);

export const setToken = (token: string): void => window.localStorage.setItem(tokenStorageKey, token);

export const removeToken = (): void => window.localStorage.removeItem(tokenStorageKey);

export const authorizationHeader = (): Record<string, string> => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** A full page load to /login: the fallback when no app has registered its router (standalone pages, tests). */
let onSessionEnded: () => void = () => window.location.assign('/login');

/** The shell (or a standalone page) says how to go to /login, e.g. with its router's navigate. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/** A rejected token, from GraphQL or REST: drop it and go to /login (SPEC 4). The one place that does so. */
export function endSession(): void {
  removeToken();
  onSessionEnded();
}
