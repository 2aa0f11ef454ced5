import { TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ActivityFilters, ActivityList, errorMessage, PageHeader } from '@gap/schema/web';
import { useCurrentWorkspaceMembers } from '../api/use-members';
import { useWorkspaceActivity } from '../api/use-workspace-activity';

/** The current workspace's activity: its projects' changes and its own (members, credits), for every member to read. */
export function WorkspaceActivityPage({ membersPath }: { membersPath: string }) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ActivityFilters>({ kinds: [] });
  const activity = useWorkspaceActivity(filters);
  const { data } = useCurrentWorkspaceMembers();
  const workspace = data?.workspace;
  return (
    <>
      <PageHeader
        title="Activity"
        description={workspace ? `Who changed what in ${workspace.name}, newest first.` : 'Who changed what in this workspace, newest first.'}
        extra={
          <Button icon={<TeamOutlined />} onClick={() => navigate(membersPath)}>
            Members
          </Button>
        }
      />
      <ActivityList
        entries={activity.connection?.nodes}
        totalCount={activity.connection?.totalCount}
        loading={activity.loading}
        error={activity.error ? errorMessage(activity.error) : undefined}
        onRetry={() => void activity.refetch().catch(() => undefined)}
        filters={filters}
        onFiltersChange={setFilters}
        people={workspace?.members.map((member) => member.user) ?? []}
        hasMore={Boolean(activity.connection?.pageInfo.hasNextPage)}
        loadingMore={activity.loadingMore}
        loadMoreError={activity.loadMoreError ? errorMessage(activity.loadMoreError) : undefined}
        onLoadMore={() => void activity.loadMore()}
      />
    </>
  );
}
