import { tokenStorageKey } from '@gap/schema';

/** The bearer token lives in localStorage under `token` (SPEC section 6). */
export const getToken = (): string | null => window.localStorage.getItem(tokenStorageKey);

export const setToken = (token: string): void => window.localStorage.setItem(tokenStorageKey, token);

export const removeToken = (): void => window.localStorage.removeItem(tokenStorageKey);
