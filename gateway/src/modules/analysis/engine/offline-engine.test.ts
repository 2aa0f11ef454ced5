import { buildDocx, buildPdf } from '../../../testing/document-fixtures.js';
import { signUp } from '../../../testing/factories.js';
import { ApiClient } from '../../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { uploadDocument } from '../../../testing/uploads.js';
import { questionBank } from '../../questions/bank/index.js';
import { createOfflineEngine } from './offline-engine.js';
import { createEvidencePipeline } from './pipeline.js';
import { verifyQuote } from './quote.js';

let app: TestApp;
let client: ApiClient;
const engine = createOfflineEngine(createEvidencePipeline({ bank: questionBank }));
const question = (controlRef: string) => questionBank.find((q) => q.controlRef === controlRef)!;

beforeAll(async () => {
  app = await startTestApp();
  client = (await signUp(new ApiClient(app.url))).client;
});
afterAll(() => app.close());

/** A fresh project holding the given documents. */
async function projectWith(...documents: [string, Buffer][]): Promise<number> {
  const id = (await client.post('/api/projects', { name: 'Engine' })).body.id as number;
  for (const [name, bytes] of documents) expect((await uploadDocument(client, id, name, bytes)).status).toBe(201);
  return id;
}

const answer = (projectId: number, controlRef: string) => engine.answer(app.database.orm.em.fork(), projectId, question(controlRef));

/** The chunk texts of a project, to check quotes against what was stored. */
async function chunkTexts(projectId: number): Promise<string[]> {
  const rows = await app.database.orm.em.fork().execute<{ text: string }[]>('select text from evidence_chunks where project_id = ?', [projectId]);
  return rows.map((r) => r.text);
}

test('answers from a PDF with a verbatim quote on the right page, one paragraph per evidenced element', async () => {
  const pdf = await buildPdf([
    ['Remote Access Standard', 'This standard applies to all staff.'],
    [
      'Authentication',
      'Multi-factor authentication must be used for all remote access to production systems.',
      'Accounts are locked out after five failed login attempts within ten minutes.',
      'User sessions time out automatically after fifteen minutes of inactivity.',
      'Staff sign in to business applications through single sign-on with our identity provider.',
    ],
  ]);
  const projectId = await projectWith(['Access Standard.pdf', pdf]);
  const result = await answer(projectId, 'A.8.5');
  expect(result).not.toBeNull();
  expect(result!.engine).toBe('offline');
  const byKey = Object.fromEntries(result!.evidence.map((e) => [e.rubricKey, e]));
  expect(byKey.mfa).toMatchObject({ documentName: 'Access Standard.pdf', page: 2, section: null });
  expect(byKey.mfa!.quote).toBe('Multi-factor authentication must be used for all remote access to production systems.');
  expect(byKey['brute-force']!.quote).toContain('locked out after five failed login attempts');
  expect(result!.coverage).toBeCloseTo(result!.evidence.length / question('A.8.5').rubric.length);
  expect(result!.evidence.length).toBeGreaterThanOrEqual(3);
  expect(result!.answer.split('\n\n')).toHaveLength(result!.evidence.length);
  const texts = await chunkTexts(projectId);
  for (const item of result!.evidence) expect(texts.some((t) => verifyQuote(t, item.quote))).toBe(true);
});

test('a DOCX answer cites the heading as section and no page', async () => {
  const docx = await buildDocx([
    { heading: 'Purpose', paragraphs: ['This policy describes how company data is protected.'] },
    {
      heading: 'Backups',
      paragraphs: [
        'Backups of all production databases are taken daily and stored off-site in a separate location.',
        'A restore test is performed every quarter and its result recorded.',
        'Backup failures are monitored and reported to the operations team every morning.',
        'Backup copies are retained for ninety days and are encrypted.',
      ],
    },
  ]);
  const projectId = await projectWith(['Backup Policy.docx', docx]);
  const result = await answer(projectId, 'A.8.13');
  expect(result).not.toBeNull();
  expect(result!.evidence[0]).toMatchObject({ documentName: 'Backup Policy.docx', page: null, section: 'Backups' });
  expect(result!.evidence.map((e) => e.rubricKey)).toEqual(expect.arrayContaining(['policy', 'protected-copies', 'monitored']));
  expect(result!.coverage).toBeGreaterThanOrEqual(3 / 5);
});

test('negated statements and not-applicable statements are no evidence: the engine abstains', async () => {
  const negated = await projectWith([
    'Gaps.pdf',
    await buildPdf([['Multi-factor authentication is not enforced for remote access at present.', 'There is no account lockout after failed login attempts.']]),
  ]);
  expect(await answer(negated, 'A.8.5')).toBeNull();
  const outOfScope = await projectWith([
    'Scope.docx',
    await buildDocx([{ heading: 'Physical security', paragraphs: ['Physical entry controls such as badge readers and visitor logs are not applicable: all systems are hosted by our cloud provider.'] }]),
  ]);
  expect(await answer(outOfScope, 'A.7.2')).toBeNull();
});

test('what may or can be done is no evidence of what is done: the engine abstains', async () => {
  const projectId = await projectWith([
    'Options.pdf',
    await buildPdf([
      [
        'Multi-factor authentication can optionally be used for remote access to production systems.',
        'Accounts may be locked out after five failed login attempts within ten minutes.',
        'User sessions could time out automatically after fifteen minutes of inactivity.',
      ],
    ]),
  ]);
  expect(await answer(projectId, 'A.8.5')).toBeNull();
});

test('a table of contents naming the topic is not evidence', async () => {
  const projectId = await projectWith([
    'Handbook.pdf',
    await buildPdf([['Contents', 'Multi-factor authentication ........ 4', 'Account lockout and failed login attempts ........ 5', 'Backups ........ 6'], ['Our office opens at nine in the morning every weekday.']]),
  ]);
  expect(await answer(projectId, 'A.8.5')).toBeNull();
});

test('a project without matching text gets no answer', async () => {
  const projectId = await projectWith(['Menu.pdf', await buildPdf([['The canteen serves soup and sandwiches every weekday from noon.']])]);
  expect(await answer(projectId, 'A.8.13')).toBeNull();
});

test('an aborted signal stops the engine', async () => {
  const projectId = await projectWith(['Menu.pdf', await buildPdf([['Backups are taken daily.']])]);
  const controller = new AbortController();
  controller.abort();
  await expect(engine.answer(app.database.orm.em.fork(), projectId, question('A.8.13'), controller.signal)).rejects.toThrow();
});

test('with a sentence encoder, sentences the words give to other controls count when the encoder ranks them for the question', async () => {
  const projectId = await projectWith([
    'Awareness.docx',
    await buildDocx([
      {
        heading: 'Awareness',
        paragraphs: ['Workforce members are provided training and awareness on the review of the access rights they hold.', 'Awareness training for workforce members covers the access request and how a manager approval is given.'],
      },
    ]),
  ]);
  expect(await answer(projectId, 'A.5.18')).toBeNull();
  // An encoder that puts every sentence on the access-rights question's axis (and each question on its own).
  const asked: string[][] = [];
  const axis = (i: number) => questionBank.map((_, j) => (i === j ? 1 : 0));
  const target = questionBank.indexOf(question('A.5.18'));
  const encoder = {
    async embed(texts: string[]) {
      asked.push(texts);
      return texts.map((t) => {
        const own = questionBank.findIndex((q) => t.startsWith(`${q.title}. `));
        return axis(own >= 0 ? own : target);
      });
    },
  };
  const result = await createOfflineEngine(createEvidencePipeline({ bank: questionBank, encoder })).answer(app.database.orm.em.fork(), projectId, question('A.5.18'));
  expect(result?.evidence.map((e) => e.rubricKey).sort()).toEqual(['periodic-review', 'request-approval']);
  // The bank once, then only the sentences that could count.
  expect(asked).toHaveLength(2);
  expect(asked[0]).toHaveLength(questionBank.length);
  expect(asked[1]!.length).toBeLessThanOrEqual(2);
});
