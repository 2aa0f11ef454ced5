import { buildDocx, buildPdf, buildStyledPdf, buildXlsx, sampleDoc, sharedStringsXlsx, xxeDocx } from '../../../testing/document-fixtures.js';
import { leadingSectionLabel } from './docx.js';
import { extractDocument } from './extract-document.js';
import { ExtractionFailure, ExtractionRunner } from './extraction-runner.js';

const runner = new ExtractionRunner();
afterAll(() => runner.close());
const brief = (chunks: { pageNumber: number | null; sectionLabel: string | null; text: string }[]) =>
  chunks.map(({ pageNumber, sectionLabel, text }) => ({ pageNumber, sectionLabel, text }));

test('PDF: one chunk per page, numbered from 1', async () => {
  const pdf = await buildPdf([
    ['Information Security Policy', 'Management approves this policy yearly.'],
    ['Access rights are reviewed every quarter.'],
    ['Backups are restored and tested monthly.'],
  ]);
  const result = await runner.extract('pdf', pdf);
  expect(result.pageCount).toBe(3);
  expect(result.sectionCount).toBe(3);
  expect(brief(result.chunks)).toEqual([
    // A title line stops well short of the next line: it ends a paragraph.
    { pageNumber: 1, sectionLabel: null, text: 'Information Security Policy\n\nManagement approves this policy yearly.' },
    { pageNumber: 2, sectionLabel: null, text: 'Access rights are reviewed every quarter.' },
    { pageNumber: 3, sectionLabel: null, text: 'Backups are restored and tested monthly.' },
  ]);
  expect(result.chunks.map((c) => c.ordinal)).toEqual([0, 1, 2]);
});

test('PDF: running headers and footers left out, headings start sections, a sentence cut by a page break kept whole on its first page', async () => {
  const header = { text: 'Acme Security Policy | Internal', size: 8, y: 815 };
  const footer = (n: number) => ({ text: `Page ${n} of 2`, size: 8, y: 30 });
  const pdf = await buildStyledPdf([
    [
      header,
      { text: '1. Access Control', size: 16, y: 770 },
      { text: 'Access to systems is granted on a need-to-know', y: 740 },
      { text: 'basis and reviewed every quarter by system owners.' },
      { text: 'Passwords are changed on a bi-', y: 690 },
      { text: 'annual schedule set by the security team.' },
      { text: 'Backups of production data are encrypted and' },
      footer(1),
    ],
    [header, { text: 'restored in a test every month.', y: 780 }, { text: '2. Cryptography', size: 16, y: 740 }, { text: 'Keys are rotated annually.', y: 715 }, footer(2)],
  ]);
  const result = await runner.extract('pdf', pdf);
  expect(result.pageCount).toBe(2);
  expect(brief(result.chunks)).toEqual([
    {
      pageNumber: 1,
      sectionLabel: '1. Access Control',
      text: [
        '1. Access Control',
        '',
        'Access to systems is granted on a need-to-know',
        'basis and reviewed every quarter by system owners.',
        '',
        'Passwords are changed on a bi-annual schedule set by the security team.',
        'Backups of production data are encrypted and',
        'restored in a test every month.',
      ].join('\n'),
    },
    { pageNumber: 2, sectionLabel: '2. Cryptography', text: '2. Cryptography\n\nKeys are rotated annually.' },
  ]);
});

test('PDF: a line at a page edge is furniture only when it recurs there on half the pages; a heading section goes on over the next page', async () => {
  const pdf = await buildStyledPdf([
    [{ text: 'Incident Response', size: 16 }, { text: 'Incidents are reported to the service desk at once.' }, { text: '- 1 -', y: 30 }],
    [{ text: 'The security team triages every report within four hours.' }, { text: '- 2 -', y: 30 }],
    [{ text: 'Lessons learned are recorded after each major incident.' }, { text: 'Approved by the board in 2026.', y: 30 }],
  ]);
  const result = await runner.extract('pdf', pdf);
  expect(brief(result.chunks)).toEqual([
    { pageNumber: 1, sectionLabel: 'Incident Response', text: 'Incident Response\n\nIncidents are reported to the service desk at once.' },
    { pageNumber: 2, sectionLabel: 'Incident Response', text: 'The security team triages every report within four hours.' },
    { pageNumber: 3, sectionLabel: 'Incident Response', text: 'Lessons learned are recorded after each major incident.\nApproved by the board in 2026.' },
  ]);
});

test('PDF: a short line of body size set apart in bold is a heading (lower Word heading levels); bold words inside a paragraph are not', async () => {
  const pdf = await buildStyledPdf([
    [
      { text: 'Incident Management', size: 16 },
      { text: 'Incidents are reported to the service desk at once.' },
      { text: 'Types of Incidents', bold: true, y: 700 },
      { text: 'Malware found on a laptop is an incident.', y: 680 },
      { text: 'Escalation', bold: true, y: 640 },
      { text: 'Every incident is escalated to the security team', y: 620 },
      { text: 'within one hour.', bold: true },
      { text: 'The team records the outcome.' },
    ],
  ]);
  const result = await runner.extract('pdf', pdf);
  expect(brief(result.chunks)).toEqual([
    { pageNumber: 1, sectionLabel: 'Incident Management', text: 'Incident Management\n\nIncidents are reported to the service desk at once.' },
    { pageNumber: 1, sectionLabel: 'Types of Incidents', text: 'Types of Incidents\n\nMalware found on a laptop is an incident.' },
    { pageNumber: 1, sectionLabel: 'Escalation', text: 'Escalation\n\nEvery incident is escalated to the security team\nwithin one hour.\n\nThe team records the outcome.' },
  ]);
});

test('PDF: a line that stops well short of its column before a capitalised line ends its list item (bullets drawn as shapes)', async () => {
  const lines = [
    'Access to the data centre is limited to staff whose role requires it and is reviewed by the',
    'Security Officer every month.',
    'Visitors sign in at reception',
    'Contractors are escorted by a member of the facilities team at all times while they',
    'are on site.',
  ];
  const result = await runner.extract('pdf', await buildPdf([lines]));
  expect(result.chunks.map((c) => c.text)).toEqual([`${lines[0]}\n${lines[1]}\n\n${lines[2]}\n\n${lines[3]}\n${lines[4]}`]);
});

test('DOCX: one section per heading, labelled with the heading; text before it has its own label', async () => {
  const docx = await buildDocx(
    [
      { heading: 'Access Control', paragraphs: ['Access is granted on a need-to-know basis.', 'Rights are reviewed quarterly.'] },
      { heading: 'Cryptography', paragraphs: ['Data at rest is encrypted with AES-256.'] },
    ],
    ['Version 2, approved by the board.'],
  );
  const result = await runner.extract('docx', docx);
  expect(result.pageCount).toBeNull();
  expect(brief(result.chunks)).toEqual([
    { pageNumber: null, sectionLabel: leadingSectionLabel, text: 'Version 2, approved by the board.' },
    { pageNumber: null, sectionLabel: 'Access Control', text: 'Access Control\n\nAccess is granted on a need-to-know basis.\n\nRights are reviewed quarterly.' },
    { pageNumber: null, sectionLabel: 'Cryptography', text: 'Cryptography\n\nData at rest is encrypted with AES-256.' },
  ]);
});

test('XLSX: per sheet, in row blocks labelled with the sheet and rows', async () => {
  const xlsx = await buildXlsx([
    { name: 'Assets', rows: [['Asset', 'Owner'], ['Laptop fleet', 'IT'], ['CRM', 'Sales']] },
    { name: 'Risks', rows: [['Risk', 'Level'], ['Ransomware', 'High']] },
  ]);
  const result = await runner.extract('xlsx', xlsx);
  expect(brief(result.chunks)).toEqual([
    { pageNumber: null, sectionLabel: 'Sheet Assets rows 1-3', text: 'Asset | Owner\nLaptop fleet | IT\nCRM | Sales' },
    { pageNumber: null, sectionLabel: 'Sheet Risks rows 1-2', text: 'Risk | Level\nRansomware | High' },
  ]);
});

test('XLSX: long sheets are cut into blocks of at most 50 rows', async () => {
  const rows = Array.from({ length: 120 }, (_, i) => [`Control ${i + 1}`, 'Implemented']);
  const result = await runner.extract('xlsx', await buildXlsx([{ name: 'SoA', rows }]));
  expect(result.chunks.map((c) => c.sectionLabel)).toEqual(['Sheet SoA rows 1-50', 'Sheet SoA rows 51-100', 'Sheet SoA rows 101-120']);
});

test('DOC (Word 97-2003): sections start at heading-like lines', async () => {
  const result = await runner.extract('doc', sampleDoc());
  expect(brief(result.chunks)).toEqual([
    { pageNumber: null, sectionLabel: 'Access Control Policy', text: 'Access Control Policy\n\nThis policy applies to every information system operated by Example Ltd.' },
    { pageNumber: null, sectionLabel: 'User Access Reviews', text: 'User Access Reviews\n\nLine managers review the access rights of their staff every quarter and record the outcome.' },
    { pageNumber: null, sectionLabel: 'Privileged Accounts', text: 'Privileged Accounts\n\nAdministrator accounts follow the principle of least privilege and require multi-factor authentication.' },
  ]);
});

test('a long paragraph of wrapped lines is cut after a line that ends a sentence, not inside the sentence', async () => {
  const sentence = (i: number) => [`Sentence ${i} of the backup procedure is wrapped over`, `two lines of the PDF page and then it ends here.`];
  const lines = Array.from({ length: 20 }, (_, i) => sentence(i + 1)).flat();
  const result = await runner.extract('pdf', await buildPdf([lines]));
  expect(result.chunks.length).toBeGreaterThan(1);
  expect(result.chunks.every((c) => c.text.endsWith('ends here.'))).toBe(true);
  expect(result.chunks.map((c) => c.text).join('\n')).toBe(lines.join('\n'));
});

test('a page longer than a chunk is split at paragraph boundaries, keeping its page number', async () => {
  const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of the long page describes the backup procedure in some detail.`);
  const result = await runner.extract('pdf', await buildPdf([lines, ['Short page.']]));
  const firstPage = result.chunks.filter((c) => c.pageNumber === 1);
  expect(firstPage.length).toBeGreaterThan(1);
  expect(firstPage.every((c) => c.text.length <= 1500)).toBe(true);
  expect(firstPage.map((c) => c.text).join('\n')).toBe(lines.join('\n'));
  expect(result.chunks.at(-1)).toMatchObject({ pageNumber: 2, text: 'Short page.' });
});

test('even parsed directly (the upload refuses it first), an XXE DOCX never yields the referenced file', async () => {
  const outcome = await extractDocument('docx', xxeDocx()).then(
    (result) => result.chunks.map((c) => c.text).join('\n'),
    (error: Error) => `refused: ${error.message}`,
  );
  expect(outcome).not.toMatch(/root:/);
});

test('an Excel workbook whose parts are stored in another order (the workbook part last) is read all the same', async () => {
  const { chunks } = await extractDocument('xlsx', sharedStringsXlsx(20, { workbookLast: true }));
  expect(chunks.map((c) => c.sectionLabel)).toEqual(['Sheet Big rows 1-2']);
  expect(chunks[0]?.text.split('\n')[1]).toBe(Array.from({ length: 10 }, (_, i) => `shared string number ${10 + i}`).join(' | '));
});

test('a parser that exceeds its heap limit fails as "crashed", and the process carries on', async () => {
  // 300,000 distinct strings do not fit a 32 MB heap (the smallest the runner allows).
  const xlsx = sharedStringsXlsx(300_000);
  const starved = new ExtractionRunner({ timeoutMs: 30_000, maxHeapMb: 1, maxConcurrent: 1 });
  expect(starved.limits.maxHeapMb).toBe(32);
  await expect(starved.extract('xlsx', xlsx)).rejects.toMatchObject({ reason: 'crashed' });
  expect(starved.idleWorkers).toBe(0);
  await expect(runner.extract('pdf', await buildPdf([['Still working.']]))).resolves.toMatchObject({ pageCount: 1 });
});

test('a parser past its time limit fails as "timeout", and its thread is not kept', async () => {
  const hasty = new ExtractionRunner({ timeoutMs: 1, maxHeapMb: 512, maxConcurrent: 1 });
  const failure = await hasty.extract('pdf', await buildPdf([['Text.']])).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(ExtractionFailure);
  expect(failure).toMatchObject({ reason: 'timeout' });
  expect(hasty.idleWorkers).toBe(0);
});

test('a thread that read its file cleanly reads the next one; one whose file failed is ended', async () => {
  const pooled = new ExtractionRunner({ timeoutMs: 30_000, maxHeapMb: 512, maxConcurrent: 1 });
  try {
    await expect(pooled.extract('pdf', await buildPdf([['First.']]))).resolves.toMatchObject({ pageCount: 1 });
    expect(pooled.idleWorkers).toBe(1);
    const second = await pooled.extract('docx', await buildDocx([{ heading: 'Second', paragraphs: ['Kept thread.'] }]));
    expect(second.chunks.map((c) => c.text).join(' ')).toMatch(/Kept thread/);
    expect(pooled.idleWorkers).toBe(1);
    await expect(pooled.extract('pdf', new TextEncoder().encode('%PDF-1.7 not really'))).rejects.toBeInstanceOf(ExtractionFailure);
    expect(pooled.idleWorkers).toBe(0);
    await expect(pooled.extract('pdf', await buildPdf([['After the failure.']]))).resolves.toMatchObject({ pageCount: 1 });
  } finally {
    await pooled.close();
  }
  expect(pooled.idleWorkers).toBe(0);
});

test('extractions beyond the concurrency limit wait their turn and all complete', async () => {
  const serial = new ExtractionRunner({ timeoutMs: 30_000, maxHeapMb: 512, maxConcurrent: 1 });
  const pdfs = await Promise.all([1, 2, 3].map((n) => buildPdf([[`Document ${n}.`]])));
  const results = await Promise.all(pdfs.map((pdf) => serial.extract('pdf', pdf)));
  expect(results.map((r) => r.chunks[0]?.text)).toEqual(['Document 1.', 'Document 2.', 'Document 3.']);
});
