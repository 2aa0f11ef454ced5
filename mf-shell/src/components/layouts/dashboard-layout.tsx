import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Drawer, Flex, Grid, Layout, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { palette } from '@gap/schema';
import { useCurrentUser } from '@gap/schema/web';
import { darkSurface } from '@/config/focus-style';
import { paths } from '@/config/paths';
import { AppHeader } from './app-header';
import { NavigationMenu } from './navigation-menu';
import { UserSummary } from './user-summary';

const siderWidth = 248;

function Brand() {
  return (
    // The logo: told apart as a link by its place, not by an underline.
    <Link to={paths.dashboard} style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '20px 24px', textDecoration: 'none' }}>
      <SafetyCertificateOutlined style={{ fontSize: 26, color: palette.primaryBright }} />
      <Flex vertical>
        <Typography.Text strong style={{ color: palette.slate50, fontSize: 16, lineHeight: 1.2 }}>
          ISO 27001
        </Typography.Text>
        <Typography.Text style={{ color: palette.slate400, fontSize: 12 }}>Gap Assessment Tool</Typography.Text>
      </Flex>
    </Link>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Flex vertical style={{ height: '100%', background: palette.navy }} {...darkSurface}>
      <Brand />
      <nav aria-label="Main navigation" style={{ flex: 1, overflowY: 'auto' }}>
        <NavigationMenu onNavigate={onNavigate} />
      </nav>
      <div style={{ padding: '16px 20px', borderTop: `1px solid ${palette.navyLine}` }}>
        <UserSummary />
      </div>
    </Flex>
  );
}

interface DashboardLayoutProps {
  title?: string;
  /** The header's workspace switcher, given the narrow-screen flag. */
  workspaceSwitcher?: (compact: boolean) => ReactNode;
  children: ReactNode;
}

/** The authenticated page frame: sidebar (a drawer on small screens), header and content. */
export function DashboardLayout({ title, workspaceSwitcher, children }: DashboardLayoutProps) {
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { loading } = useCurrentUser();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={siderWidth}
          closable={false}
          styles={{ body: { padding: 0 } }}
          aria-label="Navigation"
        >
          <SidebarContent onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider width={siderWidth} style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <SidebarContent />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          title={title}
          compact={isMobile}
          onOpenNavigation={isMobile ? () => setDrawerOpen(true) : undefined}
          workspaceSwitcher={workspaceSwitcher?.(isMobile)}
        />
        <Layout.Content style={{ padding: isMobile ? 16 : 32 }}>
          <div style={{ maxWidth: 1280, margin: '0 auto' }}>{loading ? <Skeleton active /> : children}</div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
