import {
  BookOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FolderOpenOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/sign-out';
import { activeMenuKey, type MenuKey } from './active-menu-key';

const destinations: Record<MenuKey, string> = {
  dashboard: paths.dashboard,
  projects: paths.projects,
  credits: paths.assessmentCredits,
  'knowledge-base': paths.knowledgeBase,
  account: paths.accountSettings,
  'api-tokens': paths.apiTokens,
};

const items: MenuProps['items'] = [
  { key: 'dashboard', icon: <DashboardOutlined />, label: 'Dashboard' },
  { key: 'projects', icon: <FolderOpenOutlined />, label: 'Projects' },
  { key: 'credits', icon: <CreditCardOutlined />, label: 'Assessment Credits' },
  { key: 'knowledge-base', icon: <BookOutlined />, label: 'Knowledge Base' },
  { type: 'divider' },
  // The user's own entries: settings, then signing out.
  { key: 'account', icon: <UserOutlined />, label: 'Account Settings' },
  { key: 'api-tokens', icon: <KeyOutlined />, label: 'API Tokens' },
  { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign Out' },
];

/** The sidebar entries; `onNavigate` lets the mobile drawer close after a choice. */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = activeMenuKey(pathname);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    onNavigate?.();
    if (key === 'sign-out') {
      // Revokes the token on the server, drops it and goes to /login; the next sign-in starts with an empty cache.
      void signOut();
      return;
    }
    navigate(destinations[key as MenuKey]);
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={onClick}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
