import { SafetyCertificateOutlined } from '@ant-design/icons';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { palette } from '@gap/schema';
import { paths } from '@/config/paths';

interface AuthLayoutProps {
  title: string;
  description: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The centred card frame of the sign-in and sign-up pages. */
export function AuthLayout({ title, description, footer, children }: AuthLayoutProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: 16, background: `linear-gradient(160deg, ${palette.primaryWash} 0%, ${palette.slate50} 60%)` }}
    >
      {/* The logo: a link by its place, not by an underline. */}
      <Link to={paths.home} style={{ display: 'flex', alignItems: 'center', gap: 8, textDecoration: 'none' }}>
        <SafetyCertificateOutlined style={{ fontSize: 28, color: palette.primary }} />
        <Typography.Text strong style={{ fontSize: 18 }}>
          ISO 27001 Gap Assessment
        </Typography.Text>
      </Link>
      <Card style={{ width: '100%', maxWidth: 440, boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)' }}>
        <Typography.Title
          level={1}
          style={{ marginTop: 0, marginBottom: 4, textAlign: 'center', fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}
        >
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          {description}
        </Typography.Paragraph>
        {children}
        <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>{footer}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
