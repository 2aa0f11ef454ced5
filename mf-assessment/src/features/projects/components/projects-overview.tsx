import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, PageHeader, RoleGate, roleAllows, useToast } from '@gap/schema/web';
import { useDeleteProject } from '../api/use-delete-project';
import { useProjects } from '../api/use-projects';
import { useWorkspaceRole } from '../api/use-workspace-role';
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

interface MoreProjectsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  onLoadMore: () => void;
}

/** Below the grid: how many of the projects are shown, and a Load more button while more follow (its failure beside it). */
function MoreProjects({ shown, total, hasMore, loading, error, onLoadMore }: MoreProjectsProps) {
  if (!hasMore && shown >= total) return null;
  return (
    <Flex vertical align="center" gap={12} style={{ marginTop: 24 }}>
      <Typography.Text type="secondary" aria-live="polite">
        Showing {shown} of {total} projects
      </Typography.Text>
      {error ? <Alert type="error" showIcon title={`Error loading more projects: ${errorMessage(error)}`} /> : null}
      {hasMore ? (
        <Button onClick={onLoadMore} loading={loading}>
          {error ? 'Retry' : 'Load more'}
        </Button>
      ) : null}
    </Flex>
  );
}

/** The projects grid and the New Project dialog (SPEC 2, /projects). */
export function ProjectsOverview() {
  const toast = useToast();
  const { data, previousData, loading, error, refetch, loadMore, loadingMore, loadMoreError } = useProjects();
  const [deleteProject] = useDeleteProject();
  const mayCreate = roleAllows(useWorkspaceRole(), 'editor');
  const [dialogOpen, setDialogOpen] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  // Load more's button goes away with the last page: the focus moves to the first card it brought, not to the body.
  const [focusFrom, setFocusFrom] = useState<number>();
  // While a mutation's eviction refreshes the list, the previous one stays on screen.
  const connection = (data ?? previousData)?.projectsConnection;
  const projects = connection?.nodes;

  useEffect(() => {
    const first = focusFrom === undefined ? undefined : projects?.[focusFrom];
    if (!first) return;
    page.current?.querySelector<HTMLElement>(`[data-project-menu="${first.id}"]`)?.focus();
    setFocusFrom(undefined);
  }, [focusFrom, projects]);

  const onLoadMore = async () => {
    const shown = projects?.length ?? 0;
    if (await loadMore()) setFocusFrom(shown);
  };

  const onDelete = async (project: ProjectCardProject) => {
    if (!window.confirm('Are you sure you want to delete this project?')) return;
    try {
      await deleteProject({ variables: { id: project.id } });
      toast.success('Project Deleted', `"${project.name}" was deleted.`);
      focusAfterDeleting(project);
    } catch (failure) {
      // The server's reason, a FORBIDDEN naming the role needed included (the role may have changed meanwhile).
      toast.failed('Failed to delete project', failure, 'Failed to delete project');
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
    <RoleGate allowed={mayCreate} needed="editor">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogOpen(true)} data-new-project>
        New Project
      </Button>
    </RoleGate>
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
  else if (!connection || connection.nodes.length === 0)
    content = (
      <Card>
        <Empty description="No projects yet. Create a project to start your ISO 27001 gap assessment.">
          {newProjectButton}
        </Empty>
      </Card>
    );
  else
    content = (
      <>
        <Row gutter={[16, 16]}>
          {connection.nodes.map((project) => (
            <Col key={project.id} {...gridColumns}>
              <ProjectCard project={project} onDelete={onDelete} />
            </Col>
          ))}
        </Row>
        <MoreProjects shown={connection.nodes.length} total={connection.totalCount} hasMore={connection.pageInfo.hasNextPage} loading={loadingMore} error={loadMoreError} onLoadMore={() => void onLoadMore()} />
      </>
    );

  return (
    <div ref={page}>
      <PageHeader title="Your Projects" description="Create and manage your ISO 27001 assessment projects." extra={newProjectButton} />
      {content}
      <NewProjectDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
