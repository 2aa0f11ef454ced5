import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { testTypes } from '../questions/bank/index.js';
import { accessControlDocx, policyPdf, projectWithDocuments } from './testing/analysis-test-kit.js';

const suggestionFields = 'documentId documentName page section quote rubricKey requirement';
const query = `query ($p: ID!, $q: ID!) { passageSuggestions(projectId: $p, questionId: $q) { ${suggestionFields} } }`;

describe('passage suggestions (GraphQL over HTTP, the embedded engine)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("offers the project's own sentences, verbatim and cited, best first, and writes no answer", async () => {
    const { client, projectId } = await projectWithDocuments(app.url, [
      ['policy.pdf', await policyPdf()],
      ['access.docx', await accessControlDocx()],
    ]);
    const documents = (await client.get<{ id: number; name: string }[]>(`/api/projects/${projectId}/documents`)).body;
    const idOf = (name: string) => String(documents.find((d) => d.name === name)!.id);

    const backup = await client.gql(query, { p: String(projectId), q: 'a-8-13' });
    expect(backup.body.errors).toBeUndefined();
    const offered = backup.body.data.passageSuggestions as { documentId: string; quote: string; page: number | null; section: string | null }[];
    expect(offered.length).toBeGreaterThanOrEqual(1);
    expect(offered.length).toBeLessThanOrEqual(5);
    expect(new Set(offered.map((s) => s.quote)).size).toBe(offered.length);
    expect(offered[0]).toEqual({
      documentId: idOf('policy.pdf'),
      documentName: 'policy.pdf',
      page: 2,
      section: null,
      quote: expect.stringMatching(/^(Full backups|Backup copies|Restore tests)/),
      rubricKey: expect.any(String),
      requirement: expect.any(String),
    });

    const access = await client.gql(query, { p: String(projectId), q: 'a-5-18' });
    expect(access.body.errors).toBeUndefined();
    expect(access.body.data.passageSuggestions).toContainEqual(
      expect.objectContaining({
        documentId: idOf('access.docx'),
        page: null,
        section: 'Access control',
        quote: 'User access rights are reviewed every quarter by system owners, and leavers are removed within one working day.',
      }),
    );

    // A suggestion is not an answer: the questionnaire is still unanswered.
    const answers = await client.gql(`query ($p: ID!, $t: String) { assessmentAnswers(projectId: $p, testType: $t) { answer { id } } }`, { p: String(projectId), t: testTypes.annexA });
    expect(answers.body.errors).toBeUndefined();
    expect(answers.body.data.assessmentAnswers.every((item: { answer: unknown }) => item.answer === null)).toBe(true);
  });

  it('answers an empty list for a project without documents', async () => {
    const { client } = await signUp(new ApiClient(app.url));
    const project = await client.post<{ id: number }>('/api/projects', { name: 'Empty project' });
    const res = await client.gql(query, { p: String(project.body.id), q: 'a-8-13' });
    expect(res.body).toEqual({ data: { passageSuggestions: [] } });
  });

  it("refuses another user's project, unknown or missing question ids, and anonymous callers", async () => {
    const owner = await projectWithDocuments(app.url);
    const other = await projectWithDocuments(app.url);
    const theirs = await other.client.gql(query, { p: String(owner.projectId), q: 'a-8-13' });
    expect(theirs.body.errors[0]).toEqual(expect.objectContaining({ message: 'Project not found', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }));
    expect(theirs.body.data).toBeNull();

    const cases: [string, string, string][] = [
      ['a-99-1', 'NOT_FOUND', 'Question not found'],
      ['  ', 'BAD_USER_INPUT', 'Question id is required'],
      ['x'.repeat(200), 'BAD_USER_INPUT', 'Question not found'],
    ];
    for (const [questionId, code, message] of cases) {
      const res = await owner.client.gql(query, { p: String(owner.projectId), q: questionId });
      expect(res.body.errors[0]).toEqual(expect.objectContaining({ message, extensions: expect.objectContaining({ code }) }));
    }
    const wrongType = await owner.client.gql(`query { passageSuggestions(projectId: "${owner.projectId}", questionId: 5.5) { quote } }`);
    expect(wrongType.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const anonymous = await new ApiClient(app.url).gql(query, { p: String(owner.projectId), q: 'a-8-13' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
