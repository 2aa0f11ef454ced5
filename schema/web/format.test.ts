import { describe, expect, it } from '@jest/globals';
import { formatDate, formatFileSize } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatDate', () => {
  it('writes a calendar day in en-US short form without shifting it', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('writes a timestamp in local time', () => {
    const local = new Date(2026, 10, 21, 13, 30);
    expect(formatDate(local.toISOString())).toBe('Nov 21, 2026');
    expect(formatDate(local)).toBe('Nov 21, 2026');
  });

  it.each([[null], [undefined], [''], ['not a date']])('shows N/A for %p', (value) => {
    expect(formatDate(value)).toBe('N/A');
  });
});
