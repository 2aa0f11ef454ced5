import ExcelJS from 'exceljs';
import { palette, scoringRule } from '@gap/schema';
import { buildDocx, buildPdf } from '../../../testing/document-fixtures.js';
import { gapProject, completeAnswer, notImplementedAnswer } from '../../../testing/gap-fixtures.js';
import { ApiClient } from '../../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { uploadDocument } from '../../../testing/uploads.js';
import { Project } from '../../projects/project.entity.js';
import { testTypes } from '../../questions/bank/index.js';
import { evidenceQuotes, evidenceReference } from './export-data.js';
import { safeText } from './safe-cell.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

async function download(token: string, projectId: number, query = '') {
  const res = await fetch(`${app.url}/api/projects/${projectId}/export${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function read(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const column = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getColumn(n).values as unknown[]).slice(2);

const rowOf = (sheet: ExcelJS.Worksheet, controlRef: string) => sheet.getRow(column(sheet, 1).indexOf(controlRef) + 2);
const argb = (hex: string) => `FF${hex.slice(1).toUpperCase()}`;
const fillOf = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
/** exceljs reads a sheet's conditional formats back but leaves them out of its typings. */
const conditionalFormats = (sheet: ExcelJS.Worksheet) => (sheet as unknown as { conditionalFormattings: ExcelJS.ConditionalFormattingOptions[] }).conditionalFormattings;

const hostile = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3+4', '@SUM(A1)', '\t=1+1', '\r=1+1'];

describe('Excel export', () => {
  test('streams Summary, Findings, Questionnaire, Statement of Applicability and History with every hostile cell neutralised', async () => {
    const p = await gapProject(app, api, testTypes.annexA);
    await p.client.request('PUT', `/api/projects/${p.projectId}/assessment-answers/a-7-4/applicability`, { applicability: 'not_applicable', reason: '@SUM(1) no premises of our own' });
    await p.answerAll((q) => {
      const i = p.questions.indexOf(q);
      return i < hostile.length ? hostile[i]! : completeAnswer(q);
    }, ['a-7-4']);
    await p.grant(5);
    const first = (await p.run()).body;
    await p.client.post(`/api/projects/${p.projectId}/assessment-answers`, { questionId: 'a-8-1', answer: 'We have no policy yet.', status: 'not_implemented' });
    const second = (await p.run()).body;

    const { res, bytes } = await download(p.token, p.projectId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{16}\.xlsx"; filename\*=UTF-8''Gap%20Assessment%20-%20ISMS%20gap%202026%20-%20\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await read(bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Findings', 'Questionnaire', 'Statement of Applicability', 'Assessment History', 'Activity']);

    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A3').value).toBe('Organisation / project');
    expect(summary.getCell('B3').value).toBe('ISMS gap 2026');
    expect(summary.getCell('B9').value).toBe(second.assessmentId);
    expect(summary.getCell('B14').value).toBe(92);
    expect([summary.getCell('B16').value, summary.getCell('B17').value, summary.getCell('B18').value]).toEqual([second.highRisk, second.mediumRisk, second.lowRisk]);
    expect(summary.getCell('A23').value).toBe('No documents were uploaded before this assessment.');
    expect(summary.getCell('A26').value).toBe('Theme / clause');
    expect(column(summary, 1).slice(25, 29)).toEqual(['Organizational controls', 'People controls', 'Physical controls', 'Technological controls']);
    // The scoring rule follows, word for word as the results page shows it.
    expect(column(summary, 1).slice(30)).toEqual(['How compliance is scored', ...scoringRule]);

    const findings = workbook.getWorksheet('Findings')!;
    expect(findings.getRow(1).values).toEqual([undefined, 'Control', 'Title', 'Category', 'Finding', 'Risk', 'Compliance', 'Status', 'Missing elements', 'Recommendation', 'Best Practices', 'Implementation', 'Evidence', 'Sources']);
    expect(findings.rowCount).toBe(93);
    expect(findings.autoFilter).toBe('A1:M1');
    expect(findings.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const a81 = findings.getRow(column(findings, 1).indexOf('A.8.1') + 2);
    expect(a81.getCell(5).value).toBe('HIGH');
    expect(String(a81.getCell(8).value)).toContain('(required)');

    const questionnaire = workbook.getWorksheet('Questionnaire')!;
    expect(questionnaire.rowCount).toBe(94);
    const answers = column(questionnaire, 5);
    // Answers are stored trimmed, so a leading tab or CR reaches the sheet as the formula behind it.
    hostile.forEach((text, i) => expect(answers[i]).toBe(`'${text.trim()}`));

    const soa = workbook.getWorksheet('Statement of Applicability')!;
    expect(soa.rowCount).toBe(94);
    expect(column(soa, 1)).toEqual(p.questions.map((q) => q.controlRef));
    const excluded = soa.getRow(column(soa, 1).indexOf('A.7.4') + 2).values as unknown[];
    expect(excluded.slice(1, 7)).toEqual(['A.7.4', 'Physical security monitoring', 'Physical controls', 'Excluded', "'@SUM(1) no premises of our own", 'Not applicable']);
    expect(new Set(column(soa, 6))).toEqual(new Set(['Implemented', 'Not implemented', 'Not applicable']));

    const history = workbook.getWorksheet('Assessment History')!;
    expect(column(history, 1)).toEqual([second.assessmentId, first.assessmentId]);

    // Every text cell of the workbook: none starts with a formula trigger.
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => row.eachCell((cell) => {
        expect(cell.formula).toBeUndefined();
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@\t\r]/);
      }));
    }

    const earlier = await read((await download(p.token, p.projectId, `?assessmentId=${first.assessmentId}`)).bytes);
    expect(earlier.getWorksheet('Summary')!.getCell('B9').value).toBe(first.assessmentId);
  });

  test('a client-ready report: cover block with the documents, control titles, justified SoA, risk colours, compliance scale', async () => {
    const p = await gapProject(app, api, testTypes.annexA);
    await app.database.orm.em.fork().nativeUpdate(Project, { id: p.projectId }, { description: 'Readiness review before the certification audit.' });
    const quote = 'Access rights are granted on a need-to-know basis and reviewed every quarter.';
    const pdf = await buildPdf([['Access Control Policy'], [quote]]);
    const policy = (await uploadDocument(p.client, p.projectId, 'Access policy.pdf', pdf)).body as { id: number; createdAt: string };
    const handbook = (await uploadDocument(p.client, p.projectId, 'Handbook.docx', await buildDocx([{ heading: 'Scope', paragraphs: ['All staff.'] }]))).body as { createdAt: string };
    const a515 = p.questions.find((q) => q.id === 'a-5-15')!;
    const evidence = [{ documentId: policy.id, documentName: 'Access policy.pdf', page: 2, section: null, quote, rubricKey: a515.rubric[0]!.key }];
    await app.services.answers.saveAiAnswer(app.database.orm.em.fork(), p.projectId, a515.id, { answer: 'Access is granted on a need-to-know basis and reviewed quarterly.', coverage: 0.5, evidence, engine: 'openai:gpt-5-mini' });
    const reason = 'We have no premises of our own: every employee works remotely.';
    await p.client.request('PUT', `/api/projects/${p.projectId}/assessment-answers/a-7-4/applicability`, { applicability: 'not_applicable', reason });
    await p.answerAll((q) => (q.id === 'a-8-1' ? notImplementedAnswer() : completeAnswer(q)), ['a-7-4', a515.id]);
    await p.grant(1);
    const run = (await p.run()).body;
    const [assessed] = (await p.client.get(`/api/projects/${p.projectId}/gap-assessments`)).body as { createdAt: string; averageCompliance: number }[];

    const workbook = await read((await download(p.token, p.projectId)).bytes);
    const cover = workbook.worksheets[0]!;
    const facts = new Map<unknown, unknown>();
    cover.eachRow((row) => facts.set(row.getCell(1).value, row.getCell(2).value));
    expect(cover.name).toBe('Summary');
    expect(cover.getCell('B3').value).toBe('ISMS gap 2026');
    expect(facts.get('Organisation / project')).toBe('ISMS gap 2026');
    expect(facts.get('Description')).toBe('Readiness review before the certification audit.');
    expect(facts.get('Scope')).toBe('Head office and cloud platform');
    expect(facts.get('Test type')).toBe(testTypes.annexA);
    expect(facts.get('Assessor')).toBe(p.user.username);
    expect((facts.get('Assessment date') as Date).getTime()).toBeCloseTo(new Date(assessed!.createdAt).getTime(), -3);
    expect(facts.get('Overall compliance')).toBeCloseTo(assessed!.averageCompliance, 5);
    expect([facts.get('High risk'), facts.get('Medium risk'), facts.get('Low risk')]).toEqual([run.highRisk, run.mediumRisk, run.lowRisk]);
    expect(facts.get('Not applicable (excluded)')).toBe(1);
    const highCell = cover.getCell(`B${column(cover, 1).indexOf('High risk') + 2}`);
    expect(fillOf(highCell)).toBe(argb(palette.danger));
    // The documents analysed, oldest upload first, with their upload dates and page counts.
    const header = column(cover, 1).indexOf('Document') + 2;
    const listed = [1, 2].map((i) => cover.getRow(header + i).values as unknown[]);
    expect(listed.map((v) => [v[1], v[3]])).toEqual([['Access policy.pdf', 2], ['Handbook.docx', undefined]]);
    expect(listed.map((v) => (v[2] as Date).getTime())).toEqual([policy.createdAt, handbook.createdAt].map((d) => expect.closeTo(new Date(d).getTime(), -3)));

    // The control's title next to its id wherever an id appears.
    expect(rowOf(workbook.getWorksheet('Questionnaire')!, 'A.5.17').getCell(2).value).toBe('Authentication information');
    // Who wrote each answer: the AI answer names its engine and model; a person's answer has none.
    const questionnaire = workbook.getWorksheet('Questionnaire')!;
    expect(questionnaire.getRow(1).getCell(7).value).toBe('Engine');
    expect([5, 6, 7, 8].map((n) => rowOf(questionnaire, 'A.5.15').getCell(n).value)).toEqual([
      'Access is granted on a need-to-know basis and reviewed quarterly.', 'ai', 'openai:gpt-5-mini', 'Access policy.pdf',
    ]);
    expect([6, 7].map((n) => rowOf(questionnaire, 'A.5.17').getCell(n).value)).toEqual(['manual', null]);
    expect(rowOf(workbook.getWorksheet('Findings')!, 'A.5.17').getCell(2).value).toBe('Authentication information');

    // The Statement of Applicability justifies each control with the person's own words, never boilerplate.
    const soa = workbook.getWorksheet('Statement of Applicability')!;
    expect(rowOf(soa, 'A.7.4').getCell(5).value).toBe(reason);
    expect(rowOf(soa, 'A.5.15').getCell(5).value).toBe(
      'Applicable; assessed as not implemented from the AI answer: "Access is granted on a need-to-know basis and reviewed quarterly."\nEvidence: Access policy.pdf, page 2',
    );
    expect(rowOf(soa, 'A.8.1').getCell(5).value).toBe('Applicable; not implemented, as the answer states: "Not implemented yet."');
    for (const text of column(soa, 5)) expect(String(text)).not.toMatch(/^Included; \w+ risk$/);

    // Risk cells on their colour; every compliance column on the 0 / 0.7 / 1 colour scale.
    const findings = workbook.getWorksheet('Findings')!;
    expect(rowOf(findings, 'A.8.1').getCell(5).value).toBe('HIGH');
    expect(fillOf(rowOf(findings, 'A.8.1').getCell(5))).toBe(argb(palette.danger));
    expect(fillOf(rowOf(findings, 'A.5.17').getCell(5))).toBe(argb(palette.success));
    const scale = { type: 'colorScale', cfvo: [{ type: 'num', value: 0 }, { type: 'num', value: 0.7 }, { type: 'num', value: 1 }] };
    expect(conditionalFormats(findings)).toEqual([{ ref: 'F2:F93', rules: [expect.objectContaining(scale)] }]);
    expect(conditionalFormats(soa)).toEqual([{ ref: 'G2:G94', rules: [expect.objectContaining(scale)] }]);
    expect(conditionalFormats(cover).map((f) => f.ref)).toContain(`B${column(cover, 1).indexOf('Overall compliance') + 2}`);
    expect(workbook.getWorksheet('Questionnaire')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(soa.autoFilter).toBe('A1:H1');
  });

  test('another user, no assessment, an unknown assessment: 404; no token: 401', async () => {
    const owner = await gapProject(app, api, testTypes.clauses);
    await owner.answerAll();
    await owner.grant(1);
    await owner.run();
    const other = await gapProject(app, api, testTypes.clauses);
    expect((await download(other.token, owner.projectId)).res.status).toBe(404);
    expect((await download(other.token, other.projectId)).res.status).toBe(404);
    expect((await download(owner.token, owner.projectId, '?assessmentId=99999')).res.status).toBe(404);
    expect((await fetch(`${app.url}/api/projects/${owner.projectId}/export`)).status).toBe(401);
  });

  test('evidence cells: a sentence evidencing several rubric elements is quoted once; places name the page (PDF) or the section', () => {
    const backup = { documentId: 1, documentName: 'backup.pdf', page: 2, section: null, quote: 'Backups are taken nightly.' };
    const handbook = { documentId: 2, documentName: 'handbook.docx', page: null, section: 'Operations > Backup', quote: 'Restores are tested quarterly.' };
    const evidence = [
      { ...backup, rubricKey: 'frequency' },
      { ...backup, rubricKey: 'retention' },
      { ...handbook, rubricKey: 'restore-tested' },
    ];
    expect(evidenceQuotes(evidence)).toBe('"Backups are taken nightly." (backup.pdf, page 2)\n"Restores are tested quarterly." (handbook.docx, section "Operations > Backup")');
    expect(evidenceReference(evidence)).toBe('backup.pdf, page 2; handbook.docx, section "Operations > Backup"');
    expect(evidenceQuotes([])).toBe('');
  });

  test('safeText prefixes exactly the dangerous first characters', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'ok', ' =1', '1-2', ''].map(safeText)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", "'\rx", 'ok', ' =1', '1-2', '']);
  });
});
