import { useQuery } from '@apollo/client/react';
import { ProjectActivityDocument, ProjectActivityPeopleDocument } from '@gap/schema/graphql';
import { activityFilterVariables, type ActivityFilters, useLoadMore } from '@gap/schema/web';

/** Entries per page of the Activity tab. */
export const activityPageSize = 50;

/**
 * A project's activity, newest first, narrowed by the filters, a page at a time (the cache appends each further
 * page: see connectionPages); read again on every visit, since others change the project meanwhile.
 */
export function useProjectActivity(projectId: string, filters: ActivityFilters) {
  const result = useQuery(ProjectActivityDocument, {
    variables: { projectId, first: activityPageSize, ...activityFilterVariables(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const connection = result.data?.projectActivity;
  const paging = useLoadMore(result.fetchMore, connection?.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null);
  return { ...result, connection, ...paging };
}

/** The members of the project's workspace, for the person filter (empty while they load or if they cannot). */
export function useActivityPeople(workspaceId: string) {
  const { data } = useQuery(ProjectActivityPeopleDocument, { variables: { workspaceId } });
  return data?.workspace.members.map((member) => member.user) ?? [];
}
