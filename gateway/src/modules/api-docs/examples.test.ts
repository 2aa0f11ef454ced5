import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { buildPdf } from '../../testing/document-fixtures.js';
import { signUp, testPassword } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes, testTypeQuestions } from '../questions/bank/index.js';

/**
 * The examples of examples/ against a running gateway, as an integrator runs them: the TypeScript example in a
 * child process of this Node (24, type stripping), with nothing but GAP_URL, GAP_TOKEN and a document path.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const example = path.join(root, 'examples/integrator.ts');

let app: TestApp;
let api: ApiClient;
let workDir: string;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
  await signUp(api); // the first account is the administrator; the integrator is an ordinary user
  workDir = mkdtempSync(path.join(tmpdir(), 'gap-examples-'));
  writeFileSync(path.join(workDir, 'isms-manual.pdf'), await ismsManualPdf());
});
afterAll(async () => {
  await app.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A three-page ISMS manual (our own wording) that evidences a few of clauses 4-10, so the analysis answers some and not all. */
function ismsManualPdf(): Promise<Buffer> {
  return buildPdf([
    [
      'Fabrikam Logistics ISMS Manual',
      'The information security policy is approved by the managing director; its policy owner is the information security manager.',
      'The policy sets the information security objectives and commits us to comply with legal and regulatory requirements.',
      'It also commits us to the continual improvement of the ISMS.',
      'The policy is communicated to all staff on the intranet and is available to interested parties on request.',
    ],
    [
      'Internal audit',
      'An internal audit of the ISMS is carried out at planned intervals, at least once a year.',
      'The audit programme sets the audit schedule, the audit criteria and the scope of each audit, and weighs previous audits.',
      'Audits are performed by an independent auditor to ensure impartiality, and the audit report goes to top management.',
    ],
    [
      'Nonconformity and corrective action',
      'Every nonconformity is recorded in the nonconformity register together with its root cause analysis.',
      'Corrective actions are tracked in the corrective action log until closed.',
      'The information security manager will verify effectiveness of each corrective action before it is closed.',
    ],
  ]);
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Finished> {
  const child = spawn(command, args, { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A signed-up user with a read-write API token, and a session client to look at the outcome. */
async function integrator() {
  const { client } = await signUp(api);
  const created = await client.gql('mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', { input: { name: 'Examples', scope: 'read-write', password: testPassword } });
  if (created.body.errors) throw new Error(JSON.stringify(created.body.errors));
  return { client, secret: created.body.data.createApiToken.secret as string };
}

/** One credit bought the way the billing page buys it with the demo provider: intent, test card, confirmation. */
async function buyCredit(client: ApiClient) {
  const intent = await client.post('/api/create-payment-intent', { packageId: 'single' });
  expect(intent.status).toBe(201);
  expect((await client.post(`/api/payments/demo/${intent.body.paymentIntentId}/pay`, { cardNumber: '4242 4242 4242 4242' })).body).toEqual({ status: 'succeeded' });
  const confirmed = await client.post('/api/confirm-credit-purchase', { paymentIntentId: intent.body.paymentIntentId });
  expect(confirmed.body.availableCredits).toBe(1);
}

function runExample(secret: string, cwd: string) {
  return run(process.execPath, [example, path.join(workDir, 'isms-manual.pdf')], { cwd, env: { GAP_URL: app.url, GAP_TOKEN: secret } });
}

test('the examples type-check as Node runs them (examples/tsconfig.json)', async () => {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const result = await run(process.execPath, [tsc, '-p', path.join(root, 'examples/tsconfig.json')], { cwd: root });
  expect(result.stdout + result.stderr).toBe('');
  expect(result.code).toBe(0);
});

test('integrator.ts goes from a new project to the downloaded workbook with a read-write API token', async () => {
  const { client, secret } = await integrator();
  await buyCredit(client);
  const cwd = mkdtempSync(path.join(workDir, 'run-'));

  const result = await runExample(secret, cwd);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  const total = /^Total: ([\d.]+) s$/m.exec(result.stdout);
  expect(total).not.toBeNull();
  // The figure to compare databases by (GATEWAY_TEST_DB says which this is).
  console.info(`examples/integrator.ts end to end on ${process.env.GATEWAY_TEST_DB ?? 'pglite'}: ${total![1]} s\n${result.stdout}`);
  for (let n = 1; n <= 8; n++) expect(result.stdout).toMatch(new RegExp(`^\\[${n}/8\\] .+: .+ \\(\\d+\\.\\d\\d s\\)$`, 'm'));

  // The project, as the gateway holds it.
  const projects = (await client.get('/api/projects')).body as { id: number; status: string }[];
  expect(projects).toHaveLength(1);
  const projectId = projects[0]!.id;
  expect(projects[0]!.status).toBe('completed');
  const documents = (await client.get(`/api/projects/${projectId}/documents`)).body;
  expect(documents).toEqual([expect.objectContaining({ name: 'isms-manual.pdf', textStatus: 'extracted', pageCount: 3 })]);

  // The analysis ran to the end, and the subscription reported it (more than the first state).
  const questions = testTypeQuestions[testTypes.clauses]!.length;
  const runs = (await client.get(`/api/projects/${projectId}/assessment/runs`)).body as { status: string; processed: number; succeeded: number }[];
  expect(runs).toEqual([expect.objectContaining({ status: 'completed', processed: questions })]);
  expect(runs[0]!.succeeded).toBeGreaterThan(0);
  expect(result.stdout).toMatch(/^ +completed: completed (\d+)\/\1 \(100 %\)$/m);
  const events = Number(/completed, \d+ of \d+ answered from the documents, (\d+) events/.exec(result.stdout)?.[1]);
  expect(events).toBeGreaterThanOrEqual(3);

  // AI answers kept, the rest answered by the example; every question answered.
  const answers = (await client.get(`/api/projects/${projectId}/assessment-answers`)).body as { answer: { source: string; answer: string } | null }[];
  expect(answers).toHaveLength(questions);
  expect(answers.every((a) => a.answer)).toBe(true);
  const ai = answers.filter((a) => a.answer!.source === 'ai').length;
  expect(ai).toBe(runs[0]!.succeeded);
  expect(answers.filter((a) => a.answer!.source === 'manual' && a.answer!.answer === 'Not in place yet.')).toHaveLength(questions - ai);

  // One gap assessment, paid with the credit, with a finding per question.
  const history = (await client.get(`/api/projects/${projectId}/gap-assessments`)).body as { assessmentId: number; highRisk: number; mediumRisk: number; lowRisk: number }[];
  expect(history).toHaveLength(1);
  const findings = (await client.get(`/api/projects/${projectId}/gap-findings`)).body as { assessmentId: number }[];
  expect(findings).toHaveLength(questions);
  expect(findings.every((f) => f.assessmentId === history[0]!.assessmentId)).toBe(true);
  expect(history[0]!.highRisk).toBeGreaterThan(0); // "Not in place yet." is a gap
  expect(result.stdout).toContain(`assessment ${history[0]!.assessmentId}: ${questions} findings (${history[0]!.highRisk} high, ${history[0]!.mediumRisk} medium, ${history[0]!.lowRisk} low risk)`);
  expect((await client.get('/api/credits')).body.availableCredits).toBe(0);

  // The workbook: the one file written, a real xlsx with the export's sheets and a row per finding.
  const files = readdirSync(cwd);
  expect(files).toEqual([expect.stringMatching(/^Gap Assessment - API example .+\.xlsx$/)]);
  const bytes = readFileSync(path.join(cwd, files[0]!));
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Findings', 'Questionnaire', 'Statement of Applicability', 'Assessment History', 'Activity']);
  expect(workbook.getWorksheet('Findings')!.actualRowCount).toBe(questions + 1);
  expect(workbook.getWorksheet('Summary')!.getCell('B9').value).toBe(history[0]!.assessmentId);
}, 180_000);

test('without credit the example says so and stops before creating anything', async () => {
  const { client, secret } = await integrator();
  const cwd = mkdtempSync(path.join(workDir, 'run-'));
  const result = await runExample(secret, cwd);
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^This account has no credit: a gap assessment costs one\./);
  expect(result.stdout).toMatch(/^\[1\/8\] Check the account: user_\w+, 0 credit\(s\)/m);
  expect(result.stdout).not.toContain('[2/8]');
  expect((await client.get('/api/projects')).body).toEqual([]);
  expect(readdirSync(cwd)).toEqual([]);
}, 60_000);
