import { CheckOutlined, DownOutlined, HistoryOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, Skeleton, Tag, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { remotes } from '@gap/schema';
import { serverMessageOr, useToast } from '@gap/schema/web';
import { useCreateWorkspace, useSetCurrentWorkspace, useWorkspaces } from '../api/use-workspaces';
import { roleLabels } from './role-labels';
import { WorkspaceNameDialog } from './workspace-name-dialog';

/** Where "Manage members" and "Activity" go: the app layer owns the routes. */
export interface WorkspaceSwitcherProps {
  membersPath: string;
  activityPath?: string;
  /** Where a page of one project (its assessment, results, a document) goes once another workspace is current. */
  projectsPath?: string;
  /** Narrow screens: the name only, shorter. */
  compact?: boolean;
}

/** Read by screen readers, not drawn: the tick says it to the eye. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

const createKey = 'create';
const membersKey = 'members';
const activityKey = 'activity';
const workspaceKey = (id: string) => `workspace:${id}`;

/** The routes of one project's pages: after a switch they show a project of the workspace left, which is not found. */
const projectRoutes = remotes.flatMap((remote) => remote.routes).filter((route) => route.includes('/:'));
const onProjectPage = (pathname: string) => projectRoutes.some((route) => matchPath(route, pathname));

/** The header's current workspace (name and your role) and a menu to switch, create one or manage its members. */
export function WorkspaceSwitcher({ membersPath, activityPath, projectsPath, compact = false }: WorkspaceSwitcherProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Another workspace is now current: a page of one project of the previous one goes to the projects of this one.
  const leaveProjectPage = () => {
    if (projectsPath && onProjectPage(pathname)) navigate(projectsPath);
  };
  const { workspaces, current, loading } = useWorkspaces();
  const [switchTo, { loading: switching }] = useSetCurrentWorkspace();
  const [create] = useCreateWorkspace();
  const [creating, setCreating] = useState(false);

  if (!current) return loading ? <Skeleton.Button active size="small" aria-label="Loading workspaces" /> : null;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: 'Switch workspace',
      children: workspaces.map((workspace) => ({
        key: workspaceKey(workspace.id),
        icon: workspace.current ? <CheckOutlined aria-hidden /> : <span aria-hidden style={{ display: 'inline-block', width: 14 }} />,
        label: (
          <span>
            {workspace.name}
            <Typography.Text type="secondary"> · {workspace.personal ? 'Personal' : roleLabels[workspace.myRole]}</Typography.Text>
            {workspace.current && <span style={visuallyHidden}> (current)</span>}
          </span>
        ),
      })),
    },
    { type: 'divider' },
    { key: createKey, icon: <PlusOutlined />, label: 'Create workspace' },
    { key: membersKey, icon: <TeamOutlined />, label: 'Manage members' },
    ...(activityPath ? [{ key: activityKey, icon: <HistoryOutlined />, label: 'Activity' }] : []),
  ];

  const onSwitch = async (id: string) => {
    if (id === current.id) return;
    try {
      const { data } = await switchTo({ variables: { id } });
      leaveProjectPage();
      toast.success('Workspace switched', `You are now working in "${data?.setCurrentWorkspace.name ?? ''}".`);
    } catch (error) {
      toast.error('Error', serverMessageOr(error, 'Failed to switch the workspace'));
    }
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === createKey) setCreating(true);
    else if (key === membersKey) navigate(membersPath);
    else if (key === activityKey && activityPath) navigate(activityPath);
    else void onSwitch(key.slice(workspaceKey('').length));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick, selectedKeys: [workspaceKey(current.id)] }} trigger={['click']} placement="bottomLeft">
        <Button
          loading={switching}
          // The accessible name starts with the visible text (name, then role), as WCAG's label-in-name asks.
          aria-label={`${current.name} ${roleLabels[current.myRole]}: switch workspace`}
          style={{ maxWidth: compact ? 160 : 320, display: 'inline-flex', alignItems: 'center' }}
        >
          <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
            {current.name}
          </Typography.Text>
          {/* A space in the text, so the visible words ("Acme Ltd Owner") are the label's first words, not "LtdOwner". */}
          {!compact && ' '}
          {!compact && <Tag style={{ marginInline: 0 }}>{roleLabels[current.myRole]}</Tag>}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <WorkspaceNameDialog
        open={creating}
        title="Create workspace"
        okText="Create"
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const { data } = await create({ variables: { input: { name } } });
          leaveProjectPage();
          toast.success('Workspace created', `You are now working in "${data?.createWorkspace.name ?? name}".`);
        }}
      />
    </>
  );
}
