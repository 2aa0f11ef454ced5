import { PlusOutlined } from '@ant-design/icons';
import { errorMessage, PageHeader, useToast } from '@gap/schema/web';
import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useDeleteProject } from '../api/use-delete-project';
import { useProjects } from '../api/use-projects';
import { NewProjectDialog } from './new-project-dialog';
import { ProjectCard, type ProjectCardProject } from './project-card';

const gridColumns = { xs: 24, sm: 12, lg: 8, xxl: 6 };

function ProjectsSkeleton() {
  return (
    <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading projects">
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
  const toast = useToast();
  const { data, previousData, loading, error, refetch } = useProjects();
  const [deleteProject] = useDeleteProject();
  const [dialogOpen, setDialogOpen] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  // While a mutation's eviction refreshes the list, the previous one stays on screen.
  const projects = (data ?? previousData)?.projects;

  const onDelete = async (project: ProjectCardProject) => {
    if (!window.confirm('Are you sure you want to delete this project?')) return;
    try {
      await deleteProject({ variables: { id: project.id } });
      toast.success('Project Deleted', `"${project.name}" was deleted.`);
      focusAfterDeleting(project);
    } catch {
      toast.error('Failed to delete project');
    }
  };

  // The deleted card's menu, which had the focus, is gone: the focus goes to the next card's menu (the previous
  // one's after the last card), or to New Project once no card is left, rather than to the page's body.
  const focusAfterDeleting = (deleted: ProjectCardProject) => {
    const others = projects?.filter((p) => p.id !== deleted.id) ?? [];
    const index = projects?.findIndex((p) => p.id === deleted.id) ?? 0;
    const next = others[Math.min(index, others.length - 1)];
    const target = next ? `[data-project-menu="${next.id}"]` : '[data-new-project]';
    page.current?.querySelector<HTMLElement>(target)?.focus();
  };

  const newProjectButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogOpen(true)} data-new-project>
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
        title={`Error loading projects: ${errorMessage(error)}`}
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
    <div ref={page}>
      <PageHeader title="Your Projects" description="Create and manage your ISO 27001 assessment projects." extra={newProjectButton} />
      {content}
      <NewProjectDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
