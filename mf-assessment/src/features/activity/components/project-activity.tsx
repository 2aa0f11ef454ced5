import { useState } from 'react';
import { type ActivityFilters, ActivityList, errorMessage } from '@gap/schema/web';
import { useActivityPeople, useProjectActivity } from '../api/use-project-activity';

/** The project page's Activity tab: who changed what and when, filterable by kind and person. */
export function ProjectActivity({ projectId, workspaceId }: { projectId: string; workspaceId: string }) {
  const [filters, setFilters] = useState<ActivityFilters>({ kinds: [] });
  const activity = useProjectActivity(projectId, filters);
  const people = useActivityPeople(workspaceId);
  return (
    <ActivityList
      entries={activity.connection?.nodes}
      totalCount={activity.connection?.totalCount}
      loading={activity.loading}
      error={activity.error ? errorMessage(activity.error) : undefined}
      onRetry={() => void activity.refetch().catch(() => undefined)}
      filters={filters}
      onFiltersChange={setFilters}
      people={people}
      hasMore={Boolean(activity.connection?.pageInfo.hasNextPage)}
      loadingMore={activity.loadingMore}
      loadMoreError={activity.loadMoreError ? errorMessage(activity.loadMoreError) : undefined}
      onLoadMore={() => void activity.loadMore()}
    />
  );
}
