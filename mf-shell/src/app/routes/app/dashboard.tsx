import { Alert, Button, Flex, Typography, theme } from 'antd';
import { errorMessage } from '@gap/schema/web';
import { QuickStartGuide } from '@/features/dashboard/components/quick-start-guide';
import { RecentProjects } from '@/features/dashboard/components/recent-projects';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { useDashboardSummary } from '@/features/dashboard/hooks/use-dashboard-summary';

export function DashboardRoute() {
  const { token } = theme.useToken();
  const { loading, stats, statsError, recentProjects, projectsError, retry } = useDashboardSummary();
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={1} style={{ marginBottom: 4, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}>
          Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Your ISO 27001 assessment activity at a glance.</Typography.Text>
      </div>
      {statsError && (
        <Alert
          type="warning"
          showIcon
          title="Some figures could not be loaded"
          description={errorMessage(statsError)}
          action={<Button onClick={retry}>Retry</Button>}
        />
      )}
      <StatCards stats={stats} loading={loading} />
      <RecentProjects projects={recentProjects} loading={loading} error={projectsError} onRetry={retry} />
      <QuickStartGuide />
    </Flex>
  );
}
