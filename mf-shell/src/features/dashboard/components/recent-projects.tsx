import { Alert, Button, Card, Empty, Flex, Progress } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, ExampleProjectTag, ProjectStatusTag } from '@gap/schema/web';
import { paths } from '@/config/paths';
import type { RecentProject } from '../hooks/use-dashboard-summary';

interface RecentProjectsProps {
  projects: RecentProject[];
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

function ProjectRow({ project }: { project: RecentProject }) {
  return (
    <Flex align="center" justify="space-between" gap={16} wrap>
      {/* At least 220 px for the name and its tags: on a phone the progress bar goes under them rather than over. */}
      <Flex align="center" gap={8} wrap style={{ minWidth: 0, flex: '1 1 220px' }}>
        <Link to={`/project-assessment/${project.id}`} style={{ fontWeight: 600 }}>
          {project.name}
        </Link>
        <ProjectStatusTag status={project.status} style={{ marginInlineEnd: 0 }} />
        {project.example && <ExampleProjectTag preparing={project.examplePreparing} />}
      </Flex>
      <Progress
        percent={project.progress}
        size="small"
        style={{ width: 200, margin: 0 }}
        aria-label={`${project.name} progress`}
      />
    </Flex>
  );
}

export function RecentProjects({ projects, loading, error, onRetry }: RecentProjectsProps) {
  const navigate = useNavigate();
  const body = () => {
    if (error) {
      return (
        <Alert
          type="error"
          showIcon
          title="Could not load your projects"
          description={errorMessage(error)}
          action={<Button onClick={onRetry}>Retry</Button>}
        />
      );
    }
    if (projects.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You haven't created any projects yet.">
          <Button type="primary" onClick={() => navigate(paths.projects)}>
            Create Your First Project
          </Button>
        </Empty>
      );
    }
    return (
      <Flex vertical gap={16}>
        {projects.map((project) => (
          <ProjectRow key={project.id} project={project} />
        ))}
      </Flex>
    );
  };

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
      {body()}
    </Card>
  );
}
