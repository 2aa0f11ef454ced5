import { Typography } from 'antd';
import type { Ref } from 'react';
import { palette } from '@gap/schema';
import { Heading } from '@gap/schema/web';
import type { QuoteRange } from '../utils/find-quote';

interface TextPartProps {
  part: { page: number | null; section: string | null; text: string };
  /** The part the citation points at: set apart, and the element scrolled to (its quote, else itself). */
  cited: boolean;
  quote: QuoteRange | null;
  ref?: Ref<HTMLElement>;
}

/** One section, sheet row block or page of a document's text, under its label as citations name it. */
export function TextPart({ part, cited, quote, ref }: TextPartProps) {
  const label = part.section ?? `Page ${part.page}`;
  // A Word section's text opens with its heading, shown as the heading already (unless the quote is in it).
  const heading = part.text.startsWith(`${label}\n`) ? part.text.match(/^[^\n]*\n+/)![0].length : 0;
  const skip = quote && quote.start < heading ? 0 : heading;
  const text = part.text.slice(skip);
  const range = quote && { start: quote.start - skip, end: quote.end - skip };
  return (
    <section
      aria-label={label}
      ref={quote ? undefined : ref}
      tabIndex={cited ? -1 : undefined}
      style={cited ? { borderInlineStart: `3px solid ${palette.warning}`, paddingInlineStart: 12, marginInlineStart: -15 } : undefined}
    >
      <Heading level={2} look={5} style={{ marginTop: 16, marginBottom: 8 }}>
        {label}
      </Heading>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {range ? (
          <>
            {text.slice(0, range.start)}
            <mark ref={ref} style={{ backgroundColor: palette.warningLine, color: 'inherit', padding: '0 2px', outline: `2px solid ${palette.warning}`, borderRadius: 2 }}>
              {text.slice(range.start, range.end)}
            </mark>
            {text.slice(range.end)}
          </>
        ) : (
          text
        )}
      </Typography.Paragraph>
    </section>
  );
}
