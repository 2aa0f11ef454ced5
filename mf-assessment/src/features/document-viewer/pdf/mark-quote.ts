import { findQuote } from '../utils/find-quote';

/**
 * Wraps the quoted words in a page's text layer in <mark> elements: the layer is one positioned span per run of
 * text, so a quote over several lines marks a part of each span it covers. Answers the first mark, or null when
 * the quote is not on the page (the spans are left as they were).
 */
export function markQuote(spans: readonly HTMLElement[], quote: string): HTMLElement | null {
  const texts = spans.map((span) => span.textContent ?? '');
  // Spans joined by a line break: whitespace does not count in the match, so a quote may run across spans.
  const range = findQuote(texts.join('\n'), quote);
  if (!range) return null;
  let first: HTMLElement | null = null;
  let offset = 0;
  texts.forEach((text, i) => {
    const start = Math.max(range.start, offset) - offset;
    const end = Math.min(range.end, offset + text.length) - offset;
    offset += text.length + 1;
    if (start >= end) return;
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, end);
    spans[i]!.replaceChildren(text.slice(0, start), mark, text.slice(end));
    first ??= mark;
  });
  return first;
}
