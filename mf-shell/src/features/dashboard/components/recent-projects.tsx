import { Button, Card, Empty, Flex, Progress, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RecentProject } from '../hooks/use-dashboard-summary';

export function RecentProjects({ projects, loading }: { projects: RecentProject[]; loading: boolean }) {
  const navigate = useNavigate();
  return (
    <Card
      title="Recent Projects"
      loading={loading}
      extra={
        projects.length > 0 && (
          <Button type="link" onClick={() => navigate(paths.projects)}>
            View all
          </Button>
        )
      }
    >
      {projects.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You haven't created any projects yet.">
          <Button type="primary" onClick={() => navigate(paths.projects)}>
            Create Your First Project
          </Button>
        </Empty>
      ) : (
        <Flex vertical gap={16}>
          {projects.map((project) => (
            <Flex key={project.id} align="center" justify="space-between" gap={16} wrap>
              <Typography.Text strong>{project.name}</Typography.Text>
              <Progress percent={project.progress} size="small" style={{ maxWidth: 200 }} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
