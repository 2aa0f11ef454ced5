import { messages } from '@gap/schema';
import { putTestType } from '../../testing/assessment-calls.js';
import { buildDocx, buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { clauseQuestions, testTypes } from '../questions/bank/index.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

const c1 = clauseQuestions[0]!;
const answersPath = (projectId: number) => `/api/projects/${projectId}/assessment-answers`;
const answerFields = 'id questionId answer source documentId documentName documentPage sectionLabel updatedBy updatedByName';
const saveAnswer = `mutation($input: SaveAnswerInput!) { saveAnswer(input: $input) { ${answerFields} } }`;

/** A signed-up user (Ada Lovelace) with a project and a three-page policy PDF uploaded to it. */
async function userWithPolicy() {
  const { client } = await signUp(api);
  const { id: projectId } = (await client.post('/api/projects', { name: 'Evidence project' })).body as { id: number };
  expect((await putTestType(client, projectId, { testType: testTypes.clauses })).status).toBe(200);
  const pdf = await buildPdf([['Information security policy.'], ['Roles and responsibilities.'], ['Review and approval.']]);
  const upload = await uploadDocument(client, projectId, 'policy.pdf', pdf);
  expect(upload.status).toBe(201);
  return { client, projectId, documentId: (upload.body as { id: number }).id };
}

const savedAnswers = async (client: ApiClient, projectId: number) =>
  ((await client.get(answersPath(projectId))).body as { answer: unknown }[]).filter((item) => item.answer !== null);

describe('a manual answer citing a document', () => {
  test('is saved with the document, its name and the page, and says who saved it', async () => {
    const { client, projectId, documentId } = await userWithPolicy();
    const res = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'See the policy.', documentId, documentPage: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      source: 'manual',
      documentId,
      documentName: 'policy.pdf',
      documentPage: 2,
      sectionLabel: null,
      evidence: [],
      updatedBy: expect.any(Number),
      updatedByName: 'Ada Lovelace',
    });
    expect(await savedAnswers(client, projectId)).toEqual([{ question: expect.objectContaining({ id: c1.id }), answer: res.body }]);

    // Saving again without evidence drops the citation: the answer cites what the person chose last.
    const plain = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'Rewritten.' });
    expect(plain.body).toMatchObject({ documentId: null, documentName: null, documentPage: null });
  });

  test('a section is kept for documents without pages; the username names a user without a name', async () => {
    const { client } = await signUp(api, { firstName: undefined, lastName: undefined, username: `nameless_${Date.now()}` });
    const { id: projectId } = (await client.post('/api/projects', { name: 'Docx project' })).body as { id: number };
    await putTestType(client, projectId, { testType: testTypes.clauses });
    const upload = await uploadDocument(client, projectId, 'handbook.docx', await buildDocx([{ heading: 'Access control', paragraphs: ['Access is reviewed quarterly by the owners.'] }]));
    expect(upload.status).toBe(201);
    const documentId = (upload.body as { id: number }).id;

    const res = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'Quarterly reviews.', documentId: String(documentId), documentPage: 40, sectionLabel: ' Access control ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ documentId, documentName: 'handbook.docx', documentPage: 40, sectionLabel: 'Access control', updatedByName: expect.stringMatching(/^nameless_/) });
  });

  test.each([
    ['a page past the end', { documentPage: 4 }, 400, messages.evidencePageOutOfRange('policy.pdf', 3)],
    ['page 0', { documentPage: 0 }, 400, messages.evidencePageInvalid],
    ['a negative page', { documentPage: -1 }, 400, messages.evidencePageInvalid],
    ['a fractional page', { documentPage: 1.5 }, 400, messages.evidencePageInvalid],
    ['a page as text', { documentPage: '2' }, 400, messages.evidencePageInvalid],
    ['a page without a document', { documentId: null, documentPage: 1 }, 400, messages.evidenceDocumentRequired],
    ['a section without a document', { documentId: undefined, sectionLabel: 'Scope' }, 400, messages.evidenceDocumentRequired],
    ['an overlong section', { sectionLabel: 'x'.repeat(256) }, 400, messages.evidenceSectionTooLong],
    ['an unknown document', { documentId: 999_999 }, 404, messages.documentNotFound],
    ['a malformed document id', { documentId: 'abc' }, 404, messages.documentNotFound],
  ])('refuses %s and changes nothing', async (_label, override, status, message) => {
    const { client, projectId, documentId } = await userWithPolicy();
    const first = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'Original.', documentId, documentPage: 1 });
    expect(first.status).toBe(200);

    const res = await client.post(answersPath(projectId), { questionId: c1.id, answer: 'Changed.', documentId, ...override });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    expect(await savedAnswers(client, projectId)).toEqual([expect.objectContaining({ answer: first.body })]);
  });

  test("another user's document, or one of another project, is not found; nothing is saved", async () => {
    const mine = await userWithPolicy();
    const theirs = await userWithPolicy();
    const { id: otherProject } = (await mine.client.post('/api/projects', { name: 'Second project' })).body as { id: number };
    const otherUpload = await uploadDocument(mine.client, otherProject, 'other.pdf', await buildPdf([['Other project text.']]));
    const otherProjectDocument = (otherUpload.body as { id: number }).id;
    const before = (await mine.client.get(`/api/projects/${mine.projectId}`)).body;

    for (const documentId of [theirs.documentId, otherProjectDocument]) {
      const res = await mine.client.post(answersPath(mine.projectId), { questionId: c1.id, answer: 'Borrowed evidence.', documentId, documentPage: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.documentNotFound });
      const gql = await mine.client.gql(saveAnswer, { input: { projectId: String(mine.projectId), questionId: c1.id, answer: 'Borrowed.', documentId: String(documentId) } });
      expect(gql.body.errors[0]).toMatchObject({ message: messages.documentNotFound, extensions: { code: 'NOT_FOUND' } });
    }
    expect(await savedAnswers(mine.client, mine.projectId)).toEqual([]);
    expect((await mine.client.get(`/api/projects/${mine.projectId}`)).body).toEqual(before);
  });

  test('GraphQL saves the same citation and refuses a page out of range as BAD_USER_INPUT', async () => {
    const { client, projectId, documentId } = await userWithPolicy();
    const input = { projectId: String(projectId), questionId: c1.id, answer: 'See page 3.', documentId: String(documentId), documentPage: 3 };
    const saved = await client.gql(saveAnswer, { input });
    expect(saved.body.data.saveAnswer).toMatchObject({ source: 'manual', documentId: String(documentId), documentName: 'policy.pdf', documentPage: 3, updatedByName: 'Ada Lovelace' });

    const refused = await client.gql(saveAnswer, { input: { ...input, answer: 'Changed.', documentPage: 9 } });
    expect(refused.body.errors[0]).toMatchObject({ message: messages.evidencePageOutOfRange('policy.pdf', 3), extensions: { code: 'BAD_USER_INPUT' } });
    expect((await savedAnswers(client, projectId))[0]).toMatchObject({ answer: { answer: 'See page 3.', documentPage: 3 } });
  });
});
