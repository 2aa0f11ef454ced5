import { SafetyCertificateOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import { useNavigate } from 'react-router-dom';
import { palette } from '@gap/schema';
import { paths } from '@/config/paths';

export function LandingHeader() {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  return (
    <header style={{ borderBottom: `1px solid ${palette.border}`, background: palette.whiteTranslucent, position: 'sticky', top: 0, zIndex: 10 }}>
      <Flex align="center" justify="space-between" gap={12} style={{ maxWidth: 1180, margin: '0 auto', padding: '14px 20px' }}>
        <Flex align="center" gap={8}>
          <SafetyCertificateOutlined style={{ fontSize: 26, color: palette.primary }} />
          <Typography.Text strong style={{ fontSize: 17, whiteSpace: 'nowrap' }}>
            {screens.sm === false ? 'ISO 27001' : 'ISO 27001 Gap Assessment'}
          </Typography.Text>
        </Flex>
        <Flex gap={8}>
          <Button type="text" onClick={() => navigate(paths.login)}>
            Log In
          </Button>
          <Button type="primary" onClick={() => navigate(paths.register)}>
            Sign Up
          </Button>
        </Flex>
      </Flex>
    </header>
  );
}
