import { describe, expect, it } from '@jest/globals';
import { citedPart } from './cited-part';
import { findQuote } from './find-quote';

describe('findQuote', () => {
  it('finds a quote whatever the whitespace between its words, and answers its range in the text', () => {
    const text = 'Backup\n\nFull backups of production\ndatabases are taken   every night.';
    const range = findQuote(text, 'Full backups of production databases are taken every night.');
    expect(range).not.toBeNull();
    expect(text.slice(range!.start, range!.end)).toBe('Full backups of production\ndatabases are taken   every night.');
  });

  it('matches words a PDF text layer ran together or split, ligatures spelled out and case aside', () => {
    const text = 'The ﬁrewall rules are reviewedtwice a year.';
    const range = findQuote(text, 'The firewall rules are reviewed twice a year');
    expect(range && text.slice(range.start, range.end)).toBe('The ﬁrewall rules are reviewedtwice a year');
    expect(findQuote('ACCESS IS GRANTED on least privilege', 'access is granted')).toEqual({ start: 0, end: 17 });
  });

  it('answers null when the quote is not there, or is only whitespace', () => {
    expect(findQuote('Backups are tested monthly.', 'Backups are tested weekly.')).toBeNull();
    expect(findQuote('Backups are tested monthly.', '  \n ')).toBeNull();
  });
});

describe('citedPart', () => {
  const parts = [
    { page: null, section: 'Access control', text: 'Access control\n\nAccess is granted on least privilege.' },
    { page: null, section: 'Passwords', text: 'Passwords\n\nPasswords have at least 14 characters.' },
    { page: null, section: 'Passwords', text: 'Default passwords are changed before go-live.' },
  ];

  it('opens the cited section at the part holding the quote', () => {
    expect(citedPart(parts, { page: null, section: 'Passwords', quote: 'Default passwords are changed' })).toEqual({ index: 2, range: { start: 0, end: 29 } });
  });

  it('finds a quote outside the cited section, and falls back to the section when the quote is nowhere', () => {
    expect(citedPart(parts, { page: null, section: 'Passwords', quote: 'least privilege' })?.index).toBe(0);
    expect(citedPart(parts, { page: null, section: 'Passwords', quote: 'not in the document' })).toEqual({ index: 1, range: null });
  });

  it('answers null when neither the section nor the quote is there', () => {
    expect(citedPart(parts, { page: null, section: 'Backups', quote: null })).toBeNull();
    expect(citedPart(parts, { page: null, section: null, quote: 'nowhere at all' })).toBeNull();
  });
});
