import { useState } from 'react';

/**
 * "Load more" for a cursor connection cached with `connectionPages`: reads the page after `endCursor` through the
 * query's `fetchMore` (the cache appends it); `loadingMore`/`loadMoreError` say how it went.
 */
export function useLoadMore(fetchMore: (options: { variables: { after: string } }) => Promise<unknown>, endCursor: string | null | undefined) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(undefined);
  const loadMore = async (): Promise<boolean> => {
    if (!endCursor || loadingMore) return false;
    setLoadingMore(true);
    setLoadMoreError(undefined);
    try {
      await fetchMore({ variables: { after: endCursor } });
      return true;
    } catch (error) {
      setLoadMoreError(error);
      return false;
    } finally {
      setLoadingMore(false);
    }
  };
  return { loadMore, loadingMore, loadMoreError };
}
