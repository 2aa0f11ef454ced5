import { scoringRule } from '@gap/schema';
import ExcelJS from 'exceljs';
import { gapProject, completeAnswer } from '../../../testing/gap-fixtures.js';
import { ApiClient } from '../../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
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
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Findings', 'Questionnaire', 'Statement of Applicability', 'Assessment History']);

    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A3').value).toBe('Project');
    expect(summary.getCell('B3').value).toBe('ISMS gap 2026');
    expect(summary.getCell('B5').value).toBe(second.assessmentId);
    expect(summary.getCell('B8').value).toBe(92);
    expect([summary.getCell('B9').value, summary.getCell('B10').value, summary.getCell('B11').value]).toEqual([second.highRisk, second.mediumRisk, second.lowRisk]);
    expect(summary.getCell('A16').value).toBe('Theme / clause');
    expect(column(summary, 1).slice(15, 19)).toEqual(['Organizational controls', 'People controls', 'Physical controls', 'Technological controls']);
    // The scoring rule follows, word for word as the results page shows it.
    expect(column(summary, 1).slice(20)).toEqual(['How compliance is scored', ...scoringRule]);

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
    const answers = column(questionnaire, 4);
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
    expect(earlier.getWorksheet('Summary')!.getCell('B5').value).toBe(first.assessmentId);
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
    expect(evidenceQuotes(evidence)).toBe('"Backups are taken nightly." (backup.pdf p. 2)\n"Restores are tested quarterly." (handbook.docx (Operations > Backup))');
    expect(evidenceReference(evidence)).toBe('backup.pdf p. 2; handbook.docx (Operations > Backup)');
    expect(evidenceQuotes([])).toBe('');
  });

  test('safeText prefixes exactly the dangerous first characters', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'ok', ' =1', '1-2', ''].map(safeText)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", "'\rx", 'ok', ' =1', '1-2', '']);
  });
});
