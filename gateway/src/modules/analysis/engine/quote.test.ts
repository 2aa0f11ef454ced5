import { verifyQuote } from './quote.js';

const chunk = 'Access Policy\n\nAccess rights are reviewed\nevery quarter by the   asset owner.\n\nBackups are tested monthly.';

test('a quote matches verbatim with any whitespace run compared as one space', () => {
  expect(verifyQuote(chunk, 'Access rights are reviewed every quarter by the asset owner.')).toBe(true);
  expect(verifyQuote(chunk, '  Access rights are reviewed\tevery quarter ')).toBe(true);
});

test('changed characters, case, or a quote across two paragraphs fail', () => {
  expect(verifyQuote(chunk, 'Access rights are reviewed every month by the asset owner.')).toBe(false);
  expect(verifyQuote(chunk, 'access rights are reviewed every quarter')).toBe(false);
  expect(verifyQuote(chunk, 'by the asset owner. Backups are tested monthly.')).toBe(false);
});

test('quotes shorter than 20 or longer than 300 characters are refused', () => {
  expect(verifyQuote(chunk, 'Backups are tested')).toBe(false);
  expect(verifyQuote(`${'word '.repeat(70)}`, 'word '.repeat(65))).toBe(false);
});
