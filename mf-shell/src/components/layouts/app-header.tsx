import { BellOutlined, KeyOutlined, MenuOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Layout, Popover, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { palette } from '@gap/schema';
import { paths } from '@/config/paths';

/** SPEC 9: tooltips open after 700 ms. */
const tooltipDelaySeconds = 0.7;

function HeaderAction({ label, icon, content }: { label: string; icon: ReactNode; content: ReactNode }) {
  return (
    <Popover trigger="click" placement="bottomRight" title={label} content={content}>
      <Tooltip title={label} mouseEnterDelay={tooltipDelaySeconds}>
        <Button type="text" shape="circle" size="large" icon={icon} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}

interface AppHeaderProps {
  title?: string;
  /** Narrow screens: less padding, a smaller title. */
  compact?: boolean;
  /** Shown on narrow screens, where the sidebar becomes a drawer. */
  onOpenNavigation?: () => void;
  /** The current workspace and its switcher (the app layer composes it from the workspaces feature). */
  workspaceSwitcher?: ReactNode;
}

export function AppHeader({ title = 'ISO 27001 Gap Assessment', compact = false, onOpenNavigation, workspaceSwitcher }: AppHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: compact ? 4 : 12,
        paddingInline: compact ? 8 : 24,
        borderBottom: `1px solid ${palette.border}`,
      }}
    >
      {onOpenNavigation && (
        <Button type="text" icon={<MenuOutlined />} aria-label="Open navigation" onClick={onOpenNavigation} />
      )}
      {/* The product's name, not a heading: each page's own title is its h1. */}
      <Typography.Text
        strong
        ellipsis
        style={{ flex: 1, minWidth: 0, fontSize: compact ? token.fontSizeHeading5 : token.fontSizeHeading4, color: token.colorTextHeading }}
      >
        {title}
      </Typography.Text>
      {workspaceSwitcher}
      <Flex gap={compact ? 0 : 4}>
        <HeaderAction
          label="Notifications"
          icon={<BellOutlined />}
          content={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You have no notifications." />}
        />
        <HeaderAction
          label="Settings"
          icon={<SettingOutlined />}
          content={
            <Flex vertical gap={8} style={{ maxWidth: 240 }}>
              <Link to={paths.accountSettings}>
                <UserOutlined /> Account Settings
              </Link>
              <Link to={paths.apiTokens}>
                <KeyOutlined /> API Tokens
              </Link>
            </Flex>
          }
        />
      </Flex>
    </Layout.Header>
  );
}
