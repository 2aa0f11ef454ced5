import { locateQuote, verifyQuote } from './quote.js';

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

describe('locateQuote: a model\'s copy of a passage\'s sentence, answered as the passage has it', () => {
  const pdfText = 'Datica\u2019s \u201cminimum necessary\u201d rule \u2013 access is\nreviewed by the of\ufb01cer.\n\nStaff are trained within their first month of employment;\nContractors sign an NDA.';

  test('an exact quote is answered as given, whitespace collapsed', () => {
    expect(locateQuote(chunk, 'Access rights are reviewed\n every quarter')).toBe('Access rights are reviewed every quarter');
  });

  test('straightened quotes and dashes, an undone ligature and a changed first letter find the passage\'s own text', () => {
    const found = locateQuote(pdfText, 'datica\'s "minimum necessary" rule - access is reviewed by the officer.');
    expect(found).toBe('Datica\u2019s \u201cminimum necessary\u201d rule \u2013 access is reviewed by the of\ufb01cer.');
    expect(verifyQuote(pdfText, found!)).toBe(true);
  });

  test('quotation marks or a bullet around the quote, and a full stop for the item\'s semicolon, are not part of it', () => {
    expect(locateQuote(pdfText, '\u201cStaff are trained within their first month of employment.\u201d')).toBe('Staff are trained within their first month of employment;');
    expect(locateQuote(pdfText, '\u2022 Staff are trained within their first month')).toBe('Staff are trained within their first month');
  });

  test('other words, a quote across two paragraphs, or one too short are not found', () => {
    expect(locateQuote(pdfText, 'Staff are trained within their first week of employment;')).toBeNull();
    expect(locateQuote(pdfText, 'reviewed by the officer. Staff are trained within their first month')).toBeNull();
    expect(locateQuote(pdfText, '"Contractors sign"')).toBeNull();
    expect(locateQuote(chunk, 'Backups are tested monthly and restored yearly.')).toBeNull();
  });
});
