import { Typography, theme } from 'antd';
import type { TitleProps } from 'antd/es/typography/Title';
import type { CSSProperties, ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5;

interface HeadingProps {
  /** The level in the page's outline: one h1 per page, then no level skipped. */
  level: Level;
  /** The size it is drawn at, as antd's heading of that level (defaults to `level`). */
  look?: Level;
  style?: CSSProperties;
  ellipsis?: TitleProps['ellipsis'];
  children: ReactNode;
}

/** A heading whose place in the outline and whose size are chosen apart (a card's title is small, yet an h2). */
export function Heading({ level, look = level, style, ellipsis, children }: HeadingProps) {
  const { token } = theme.useToken();
  return (
    <Typography.Title level={level} ellipsis={ellipsis} style={{ fontSize: token[`fontSizeHeading${look}`], lineHeight: token[`lineHeightHeading${look}`], ...style }}>
      {children}
    </Typography.Title>
  );
}
