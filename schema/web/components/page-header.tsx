import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The title block of every screen: the page's one h1 (drawn at the theme's level-2 size), an optional line below and
 * actions on the right.
 */
export function PageHeader({ title, description, extra }: { title: string; description?: string; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}
