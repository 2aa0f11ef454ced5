import { Button, Flex, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

const clamp = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

interface ClampedTextProps {
  children: ReactNode;
  lines: number;
  strong?: boolean;
  secondary?: boolean;
  /** Tab stop of the More/Less toggle (the questionnaire's rows use a roving tab index). */
  tabIndex?: number;
}

/** Text cut to `lines` lines with a More/Less toggle, shown only when the text is longer than that. */
export function ClampedText({ children, lines, strong, secondary, tabIndex }: ClampedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [expanded, children]);

  return (
    <Flex gap={4} align="flex-end" style={{ minWidth: 0 }}>
      <span ref={ref} style={expanded ? { whiteSpace: 'pre-wrap' } : { ...clamp(lines), whiteSpace: 'pre-wrap' }}>
        <Typography.Text strong={strong} type={secondary ? 'secondary' : undefined}>
          {children}
        </Typography.Text>
      </span>
      {(overflowing || expanded) && (
        <Button type="link" size="small" tabIndex={tabIndex} aria-expanded={expanded} style={{ paddingInline: 0, height: 'auto', flexShrink: 0 }} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Less' : 'More'}
        </Button>
      )}
    </Flex>
  );
}
