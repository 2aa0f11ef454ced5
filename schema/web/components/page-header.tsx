import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Heading } from './heading';

/**
 * The title block of every screen: the page's one h1 (drawn at the theme's level-2 size), an optional line below and
 * actions on the right.
 */
export function PageHeader({ title, description, extra }: { title: string; description?: string; extra?: ReactNode }) {
  return (
    <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 24 }}>
      <div>
        <Heading level={1} look={2} style={{ marginTop: 0, marginBottom: 4 }}>
          {title}
        </Heading>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}
