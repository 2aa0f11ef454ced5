import { cleanText, splitIntoChunks } from './chunking.js';

const section = (text: string, sectionLabel: string | null = null, pageNumber: number | null = 1) => ({ pageNumber, sectionLabel, text });

test('short sections stay whole; ordinals run across sections', () => {
  const chunks = splitIntoChunks([section('One.', null, 1), section('Two.', null, 2)]);
  expect(chunks).toEqual([
    { ordinal: 0, pageNumber: 1, sectionLabel: null, text: 'One.' },
    { ordinal: 1, pageNumber: 2, sectionLabel: null, text: 'Two.' },
  ]);
});

test('long text is cut at paragraph boundaries first, packing paragraphs up to the target', () => {
  const paragraph = (n: number) => `Paragraph ${n}. ${'word '.repeat(60).trim()}`;
  const text = Array.from({ length: 10 }, (_, i) => paragraph(i + 1)).join('\n\n');
  const chunks = splitIntoChunks([section(text, 'Policy')], 1000);
  expect(chunks.length).toBeGreaterThan(1);
  for (const chunk of chunks) {
    expect(chunk.text.length).toBeLessThanOrEqual(1000);
    expect(chunk.text).toMatch(/^Paragraph \d+\./);
    expect(chunk.sectionLabel).toBe('Policy');
  }
  expect(chunks.map((c) => c.text).join('\n\n')).toBe(text);
});

test('a paragraph longer than the target is cut at sentences, then words, then hard', () => {
  const sentences = Array.from({ length: 50 }, (_, i) => `Sentence number ${i + 1} ends here.`).join(' ');
  const bySentence = splitIntoChunks([section(sentences)], 200);
  expect(bySentence.every((c) => c.text.length <= 200 && c.text.endsWith('ends here.'))).toBe(true);
  const unbroken = 'x'.repeat(450);
  expect(splitIntoChunks([section(unbroken)], 200).map((c) => c.text.length)).toEqual([200, 200, 50]);
});

test('chunks without letters or digits are dropped; control characters and NUL never reach the database', () => {
  expect(splitIntoChunks([section(' \n — \n ')])).toEqual([]);
  expect(cleanText('a\u0000b\u0007c  d \r\n\n\n\ne')).toBe('a b c d\n\ne');
});

test('soft hyphens and zero-width characters are dropped and ligatures spelled out, so words match as they read', () => {
  expect(cleanText('con\ufb01dential in\u00adformation is classi\ufb01ed\u200b and of\ufb02ine')).toBe('confidential information is classified and offline');
});

test('section labels are single-line and bounded', () => {
  const [chunk] = splitIntoChunks([section('Body.', `A heading\nthat wraps ${'long '.repeat(100)}`)]);
  expect(chunk?.sectionLabel).not.toContain('\n');
  expect(chunk?.sectionLabel?.length).toBeLessThanOrEqual(200);
});
