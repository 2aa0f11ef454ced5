import { useQuery } from '@apollo/client/react';
import { WorkspaceActivityDocument } from '@gap/schema/graphql';
import { activityFilterVariables, type ActivityFilters, useLoadMore } from '@gap/schema/web';

/** Entries per page of the workspace's activity. */
export const workspaceActivityPageSize = 50;

/**
 * The current workspace's activity, newest first, narrowed by the filters, a page at a time (the cache appends each
 * further page: see connectionPages; switching workspace drops it with every root field); read again on every visit.
 */
export function useWorkspaceActivity(filters: ActivityFilters) {
  const result = useQuery(WorkspaceActivityDocument, {
    variables: { first: workspaceActivityPageSize, ...activityFilterVariables(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = result.data?.workspaceActivity;
  const paging = useLoadMore(result.fetchMore, connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null);
  return { ...result, connection, ...paging };
}
