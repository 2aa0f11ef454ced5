import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { defaultRemoteLoadTimeoutMs, remoteExposedModule, remotes, type RemoteDefinition, type RemotesManifest } from '@gap/schema';

type RemoteEntry = RemotesManifest['remotes'][number];

let manifest: Promise<RemoteEntry[]> | undefined;
let loadTimeoutMs = defaultRemoteLoadTimeoutMs;

/** Fetches /remotes.json once and registers every listed remote with the Module Federation runtime. */
function registeredRemotes(): Promise<RemoteEntry[]> {
  manifest ??= fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText} (/remotes.json)`);
      const body = (await response.json()) as RemotesManifest;
      if (typeof body.loadTimeoutMs === 'number' && body.loadTimeoutMs > 0) loadTimeoutMs = body.loadTimeoutMs;
      // Entries may be relative to the gateway; the runtime resolves chunks against an absolute manifest URL.
      const entries = body.remotes.map((remote) => ({ ...remote, entry: new URL(remote.entry, window.location.href).href }));
      registerRemotes(entries);
      return entries;
    })
    .catch((error: unknown) => {
      manifest = undefined; // the next attempt fetches it again
      throw error;
    });
  return manifest;
}

/** Starts fetching /remotes.json early so the first remote route does not wait for it. */
export const prefetchRemotesManifest = (): void => {
  registeredRemotes().catch(() => undefined);
};

/**
 * Loads a remote's exposed App. `retry` re-registers the remote first: the runtime caches a failed manifest or
 * entry, and forcing the registration drops that cache.
 */
export async function loadRemoteApp(name: RemoteDefinition['name'], retry: boolean): Promise<{ default: ComponentType }> {
  const entries = await registeredRemotes();
  const entry = entries.find((remote) => remote.name === name);
  if (!entry) throw new Error(`${name} is not listed in /remotes.json`);
  if (retry) registerRemotes([entry], { force: true });

  const module = await withinTime(loadRemote<{ default?: ComponentType }>(`${name}/${remoteExposedModule.replace(/^\.\//, '')}`), loadTimeoutMs, name);
  if (!module?.default) throw new Error(`${name} does not expose a default component as ${remoteExposedModule}`);
  return { default: module.default };
}

/**
 * A remote whose origin accepts connections and never answers would leave the section's skeleton up for minutes
 * (the browser's own timeout): past `ms` the load fails, and the section shows its error panel with Retry.
 */
export function withinTime<T>(loading: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not load within ${Math.round(ms / 1000)} s: its server is not answering`)), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/** The remote that owns `pathname`, from the route patterns in @gap/schema. */
export const findRemoteForPath = (pathname: string): RemoteDefinition | undefined =>
  remotes.find((remote) => remote.routes.some((pattern) => matchPath(pattern, pathname)));
