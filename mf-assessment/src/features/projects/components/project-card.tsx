import { DeleteOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Progress, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { roleTooltip } from '@gap/schema';
import type { ProjectCard_ProjectFragment } from '@gap/schema/graphql';
import { ExampleProjectTag, formatDate, Heading, ProjectStatusTag, roleAllows } from '@gap/schema/web';
import { paths } from '@/config/paths';
import { statusActionOf } from './project-status';

const deleteRefusal = roleTooltip('owner');

export type ProjectCardProject = ProjectCard_ProjectFragment;

export function ProjectCard({ project, onDelete }: { project: ProjectCardProject; onDelete: (project: ProjectCardProject) => void }) {
  const navigate = useNavigate();
  const status = statusActionOf(project.status);
  const [menuOpen, setMenuOpen] = useState(false);
  const mayDelete = roleAllows(project.myRole, 'owner');
  const menuTrigger = useRef<HTMLButtonElement>(null);
  // The chosen item disappears with the menu: the focus goes back to the trigger first, so it stays there when the
  // delete confirmation is dismissed rather than falling to the page's body. After the key's own events: an Enter
  // that chose the item would otherwise press the trigger too (Chromium activates on keypress) and reopen the menu.
  const choose = (action: () => void) => () => {
    setTimeout(() => {
      menuTrigger.current?.focus();
      action();
    });
  };
  // Closed with the focus in it (Escape, or an item chosen), the menu hands the focus back to its trigger rather than
  // to the body; after the key's own events, as above.
  const onMenuOpenChange = (open: boolean) => {
    setMenuOpen(open);
    if (open) return;
    setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.closest('[role="menu"]')) menuTrigger.current?.focus();
    });
  };
  // A menu button opens on ArrowDown as well as Enter and Space (WAI-ARIA menu button).
  const openOnArrowDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setMenuOpen(true);
  };

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
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          // Opened, the menu takes the focus (its first item: a fresh menu each time, not the one last used), so the
          // arrow keys move between the items at once.
          autoFocus
          destroyOnHidden
          menu={{
            items: [
              { key: 'view', icon: <EyeOutlined />, label: 'View Details', onClick: choose(() => navigate(paths.projectAssessment(project.id))) },
              // Only an owner deletes: for the others the item stays where they would look for it, disabled, saying why.
              mayDelete
                ? { key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true, onClick: choose(() => onDelete(project)) }
                : { key: 'delete', icon: <DeleteOutlined />, label: <Tooltip title={deleteRefusal}>Delete</Tooltip>, title: deleteRefusal, disabled: true },
            ],
          }}
        >
          <Button
            ref={menuTrigger}
            type="text"
            icon={<MoreOutlined />}
            aria-label={`Actions for ${project.name}`}
            data-project-menu={project.id}
            onKeyDown={openOnArrowDown}
          />
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
