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
  /** Controlled: the parent shows more than the text when expanded (a phone row's answer details). */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** The toggle shows even when the text fits: expanding reveals more than the text. */
  alwaysExpandable?: boolean;
  /** What the text is ("question"): the toggle is named "More of the question", telling two toggles of a row apart. */
  subject?: string;
}

/** Text cut to `lines` lines with a More/Less toggle, shown only when the text is longer than that. */
export function ClampedText({ children, lines, strong, secondary, tabIndex, expanded: controlled, onExpandedChange, alwaysExpandable, subject }: ClampedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [own, setOwn] = useState(false);
  const expanded = controlled ?? own;
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

  const toggle = () => {
    setOwn(!expanded);
    onExpandedChange?.(!expanded);
  };

  return (
    <Flex gap={4} align="flex-end" style={{ minWidth: 0 }}>
      <span ref={ref} style={expanded ? { whiteSpace: 'pre-wrap' } : { ...clamp(lines), whiteSpace: 'pre-wrap' }}>
        <Typography.Text strong={strong} type={secondary ? 'secondary' : undefined}>
          {children}
        </Typography.Text>
      </span>
      {(overflowing || expanded || alwaysExpandable) && (
        <Button
          type="link"
          size="small"
          tabIndex={tabIndex}
          aria-expanded={expanded}
          aria-label={subject ? `${expanded ? 'Less' : 'More'} of the ${subject}` : undefined}
          style={{ paddingInline: 0, height: 'auto', flexShrink: 0 }}
          onClick={toggle}
        >
          {expanded ? 'Less' : 'More'}
        </Button>
      )}
    </Flex>
  );
}
