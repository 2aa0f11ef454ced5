import { describe, expect, it } from '@jest/globals';
import { markQuote } from './mark-quote';

/** A text layer as pdf.js lays it: one span per run of text. */
const layer = (...texts: string[]) =>
  texts.map((text) => {
    const span = document.createElement('span');
    span.textContent = text;
    return span;
  });

describe('markQuote', () => {
  it('marks the quoted words across the spans of a wrapped line, leaving the rest of each span as it was', () => {
    const spans = layer('Backup', 'Full backups of production databases are', 'taken every night and retained for 35 days.');
    const first = markQuote(spans, 'production databases are taken every night');
    expect(first?.textContent).toBe('production databases are');
    expect(spans.map((span) => span.textContent)).toEqual(['Backup', 'Full backups of production databases are', 'taken every night and retained for 35 days.']);
    expect(spans.map((span) => [...span.querySelectorAll('mark')].map((mark) => mark.textContent))).toEqual([[], ['production databases are'], ['taken every night']]);
  });

  it('answers null and changes nothing when the quote is not on the page', () => {
    const spans = layer('Restore tests are performed quarterly.');
    expect(markQuote(spans, 'Backups are encrypted')).toBeNull();
    expect(spans[0]!.innerHTML).toBe('Restore tests are performed quarterly.');
  });
});
