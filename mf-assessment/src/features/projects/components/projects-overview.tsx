import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import type { Project } from '@/types/api';
import { deleteProject } from '../api/delete-project';
import { useProjects } from '../api/get-projects';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectCard } from './project-card';

const gridColumns = { xs: 24, sm: 12, lg: 8, xxl: 6 };

function ProjectsSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading projects">
      {[0, 1, 2].map((i) => (
        <Col key={i} {...gridColumns}>
          <Card>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The projects grid and the New Project dialog (SPEC 2, /projects). */
export function ProjectsOverview() {
  const { notification } = App.useApp();
  const { data: projects, loading, error, refetch } = useProjects();
  const [dialogOpen, setDialogOpen] = useState(false);

  const onDelete = async (project: Project) => {
    if (!window.confirm('Are you sure you want to delete this project?')) return;
    try {
      await deleteProject(project.id);
      notification.success({ title: 'Project Deleted', description: `"${project.name}" was deleted.` });
    } catch {
      notification.error({ title: 'Failed to delete project' });
    }
    await refetch();
  };

  const newProjectButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogOpen(true)}>
      New Project
    </Button>
  );

  let content;
  if (loading && !projects) content = <ProjectsSkeleton />;
  else if (error)
    content = (
      <Alert
        type="error"
        showIcon
        title={`Error loading projects: ${error.message}`}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  else if (!projects || projects.length === 0)
    content = (
      <Card>
        <Empty description="No projects yet. Create a project to start your ISO 27001 gap assessment.">
          {newProjectButton}
        </Empty>
      </Card>
    );
  else
    content = (
      <Row gutter={[16, 16]}>
        {projects.map((project) => (
          <Col key={project.id} {...gridColumns}>
            <ProjectCard project={project} onDelete={onDelete} />
          </Col>
        ))}
      </Row>
    );

  return (
    <>
      <PageHeader title="Your Projects" description="Create and manage your ISO 27001 assessment projects." extra={newProjectButton} />
      {content}
      <NewProjectDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onCreated={() => void refetch()} />
    </>
  );
}
