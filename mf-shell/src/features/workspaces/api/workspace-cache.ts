import type { ApolloCache } from '@apollo/client';

/**
 * After the current workspace changes, every cached answer of "your current workspace" (projects, stats, credits,
 * members, the workspace list's current flag) is stale: all root fields but `me` leave the cache. Active queries,
 * the remotes' too, fetch again at once; inactive ones when their screen next mounts. `me` stays, so the signed-in
 * frame keeps rendering while the screens reload.
 */
export function dropWorkspaceData(cache: ApolloCache): void {
  cache.modify({ id: 'ROOT_QUERY', fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE) });
  cache.gc();
}
