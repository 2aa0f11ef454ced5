import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ProjectsDocument } from '@gap/schema/graphql';
import { usePollWhile } from '@gap/schema/web';

/** Projects per page of the grid: 24 fills whole rows of 4, 3 or 2 cards. */
export const projectsPageSize = 24;

/**
 * The signed-in user's projects, most recently updated first, a page at a time (cached; mutations evict it, and
 * the cache appends each further page: see connectionPages), read again while the example project a new account
 * receives is still being prepared. `loadMore` reads the next page; `loadingMore`/`loadMoreError` say how it went.
 */
export function useProjects() {
  const result = useQuery(ProjectsDocument, { variables: { first: projectsPageSize } });
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(undefined);
  const connection = result.data?.projectsConnection;
  usePollWhile(connection?.nodes.some((project) => project.examplePreparing) ?? false, result);

  /** Reads the next page; true once it is in the list. */
  const loadMore = async (): Promise<boolean> => {
    const after = connection?.pageInfo.endCursor;
    if (!after || loadingMore) return false;
    setLoadingMore(true);
    setLoadMoreError(undefined);
    try {
      await result.fetchMore({ variables: { first: projectsPageSize, after } });
      return true;
    } catch (error) {
      setLoadMoreError(error);
      return false;
    } finally {
      setLoadingMore(false);
    }
  };
  return { ...result, loadMore, loadingMore, loadMoreError };
}
