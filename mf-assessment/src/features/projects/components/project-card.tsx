import { DeleteOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import type { ProjectCard_ProjectFragment } from '@gap/schema/graphql';
import { ExampleProjectTag, formatDate, Heading, ProjectStatusTag } from '@gap/schema/web';
import { Button, Card, Dropdown, Flex, Progress, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { statusActionOf } from './project-status';

export type ProjectCardProject = ProjectCard_ProjectFragment;

export function ProjectCard({ project, onDelete }: { project: ProjectCardProject; onDelete: (project: ProjectCardProject) => void }) {
  const navigate = useNavigate();
  const status = statusActionOf(project.status);

  return (
    <Card
      data-testid="project-card"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Heading level={2} look={4} style={{ margin: 0, wordBreak: 'break-word' }} ellipsis={{ rows: 2, tooltip: project.name }}>
          {project.name}
        </Heading>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'view', icon: <EyeOutlined />, label: 'View Details', onClick: () => navigate(paths.projectAssessment(project.id)) },
              { key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true, onClick: () => onDelete(project) },
            ],
          }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${project.name}`} />
        </Dropdown>
      </Flex>
      <Flex gap={8} align="center" wrap>
        <ProjectStatusTag status={project.status} style={{ marginInlineEnd: 0 }} />
        {project.example && <ExampleProjectTag preparing={project.examplePreparing} />}
        {project.targetDate && <Typography.Text type="secondary">Target {formatDate(project.targetDate)}</Typography.Text>}
      </Flex>
      {project.description && (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {project.description}
        </Typography.Paragraph>
      )}
      <div style={{ marginTop: 'auto' }}>
        <Typography.Text type="secondary">Progress</Typography.Text>
        <Progress percent={project.progress} aria-label={`Progress ${project.progress}%`} />
      </div>
      <Button type="primary" block onClick={() => navigate(status.actionPath(project.id))}>
        {status.action}
      </Button>
    </Card>
  );
}
