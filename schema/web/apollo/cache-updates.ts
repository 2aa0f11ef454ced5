import type { ApolloCache } from '@apollo/client';

/**
 * Drops cached root fields (every argument variant) that a mutation made stale, e.g. `projects` and
 * `dashboardStats` after a project is created. Active queries reading them fetch again at once; inactive ones
 * fetch when their screen next mounts, so every list and counter is current without a reload.
 */
export function evictRootFields(cache: ApolloCache, fieldNames: readonly string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** Removes one normalized object (a deleted project or document); lists drop the dangling reference. */
export function evictObject(cache: ApolloCache, typename: string, id: string | number): void {
  cache.evict({ id: cache.identify({ __typename: typename, id: String(id) }) });
  cache.gc();
}

/** Root fields that summarise projects: what a change to any project (created, deleted, progressed) makes stale. */
export const projectSummaryFields = ['projects', 'projectsConnection', 'dashboardStats'] as const;
