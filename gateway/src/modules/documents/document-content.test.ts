import { messages } from '@gap/schema';
import { buildDocx, buildPdf, buildXlsx } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { documentTextMaxChars } from './document-content.service.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

async function owner() {
  const user = await signUp(api);
  const createProject = async (name: string) => (await user.client.post('/api/projects', { name })).body.id as number;
  const upload = async (projectId: number, name: string, bytes: Buffer) => {
    const res = await uploadDocument(user.client, projectId, name, bytes);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  return { ...user, createProject, upload };
}

/** GET of the original with the raw bytes (the JSON client would decode them as text). */
async function original(path: string, token?: string) {
  const res = await fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString('utf8')) as unknown };
}

const originalPath = (projectId: number | string, documentId: number | string) => `/api/projects/${projectId}/documents/${documentId}/original`;
const contentQuery = `query($p: ID!, $d: ID!) {
  documentContent(projectId: $p, documentId: $d) { document { id name type pageCount } parts { page section text } truncated }
}`;
const documentQuery = 'query($p: ID!, $d: ID!) { document(projectId: $p, documentId: $d) { id projectId name type pageCount textStatus } }';

describe('GET /api/projects/{id}/documents/{documentId}/original', () => {
  test('answers the uploaded bytes with their type, a safely encoded name, nosniff and no caching', async () => {
    const user = await owner();
    const projectId = await user.createProject('Originals');
    const pdf = await buildPdf([['Information security policy.'], ['Backups are tested monthly.']]);
    const id = await user.upload(projectId, 'Política 100% – v2.pdf', pdf);

    const res = await original(originalPath(projectId, id), user.token);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(pdf)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(pdf.length));
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Pol_tica 100_ _ v2.pdf"; filename*=UTF-8''Pol%C3%ADtica%20100%25%20%E2%80%93%20v2.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a Word document keeps the MIME type verified at upload', async () => {
    const user = await owner();
    const projectId = await user.createProject('Word');
    const docx = await buildDocx([{ heading: 'Scope', paragraphs: ['All staff.'] }]);
    const res = await original(originalPath(projectId, await user.upload(projectId, 'policy.docx', docx)), user.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.bytes.equals(docx)).toBe(true);
  });

  test("another user's project or document answers 404, and so does my document under my other project's id", async () => {
    const user = await owner();
    const projectA = await user.createProject('Project A');
    const projectB = await user.createProject('Project B');
    const inB = await user.upload(projectB, 'b.pdf', await buildPdf([['Only in project B.']]));
    const intruder = await signUp(api);
    const ownProject = (await intruder.client.post('/api/projects', { name: 'Mine' })).body.id as number;

    for (const [path, token, message] of [
      [originalPath(projectB, inB), intruder.token, messages.projectNotFound],
      [originalPath(ownProject, inB), intruder.token, messages.documentNotFound],
      [originalPath(projectA, inB), user.token, messages.documentNotFound],
    ] as const) {
      const res = await original(path, token);
      expect({ path, status: res.status, body: res.json() }).toEqual({ path, status: 404, body: { message } });
      expect(res.headers.get('content-disposition')).toBeNull();
    }
  });

  test('unknown and malformed ids answer 404; without a token 401', async () => {
    const user = await owner();
    const projectId = await user.createProject('Ids');
    const id = await user.upload(projectId, 'a.pdf', await buildPdf([['Some text.']]));
    for (const [path, message] of [
      [originalPath(projectId, 2_147_483_647), messages.documentNotFound],
      [originalPath(projectId, 'abc'), messages.documentNotFound],
      [originalPath(projectId, '0'), messages.documentNotFound],
      [originalPath(projectId, '1e3'), messages.documentNotFound],
      [originalPath(projectId, '99999999999'), messages.documentNotFound],
      [originalPath('abc', id), messages.projectNotFound],
      [originalPath(2_147_483_647, id), messages.projectNotFound],
    ] as const) {
      const res = await original(path, user.token);
      expect({ path, status: res.status, body: res.json() }).toEqual({ path, status: 404, body: { message } });
    }
    const anonymous = await original(originalPath(projectId, id));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required' });
  });

  test('a deleted document answers 404', async () => {
    const user = await owner();
    const projectId = await user.createProject('Deleted');
    const id = await user.upload(projectId, 'gone.pdf', await buildPdf([['Soon deleted.']]));
    expect((await user.client.delete(`/api/documents/${id}`)).status).toBe(204);
    expect((await original(originalPath(projectId, id), user.token)).status).toBe(404);
  });
});

describe('GraphQL document and documentContent', () => {
  test('a PDF: one part per page, in order, as citations name pages', async () => {
    const user = await owner();
    const projectId = await user.createProject('PDF text');
    const id = await user.upload(projectId, 'policy.pdf', await buildPdf([['Information security policy.'], ['Backups are tested monthly.']]));
    const res = await user.client.gql(contentQuery, { p: String(projectId), d: String(id) });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.documentContent).toEqual({
      document: { id: String(id), name: 'policy.pdf', type: 'application/pdf', pageCount: 2 },
      parts: [
        { page: 1, section: null, text: 'Information security policy.' },
        { page: 2, section: null, text: 'Backups are tested monthly.' },
      ],
      truncated: false,
    });
    const single = await user.client.gql(documentQuery, { p: String(projectId), d: String(id) });
    expect(single.body.data.document).toEqual({ id: String(id), projectId: String(projectId), name: 'policy.pdf', type: 'application/pdf', pageCount: 2, textStatus: 'extracted' });
  });

  test('a Word document by heading and a workbook by sheet rows, the labels citations carry', async () => {
    const user = await owner();
    const projectId = await user.createProject('Office text');
    const docx = await user.upload(projectId, 'access.docx', await buildDocx([
      { heading: 'Access control', paragraphs: ['Access is granted on least privilege.', 'Rights are reviewed quarterly.'] },
      { heading: 'Passwords', paragraphs: ['Passwords have at least 14 characters.'] },
    ]));
    const xlsx = await user.upload(projectId, 'assets.xlsx', await buildXlsx([{ name: 'Assets', rows: [['Laptop', 'IT'], ['Server', 'Operations']] }]));

    const word = (await user.client.gql(contentQuery, { p: String(projectId), d: String(docx) })).body.data.documentContent;
    expect(word.parts).toEqual([
      { page: null, section: 'Access control', text: 'Access control\n\nAccess is granted on least privilege.\n\nRights are reviewed quarterly.' },
      { page: null, section: 'Passwords', text: 'Passwords\n\nPasswords have at least 14 characters.' },
    ]);
    const sheet = (await user.client.gql(contentQuery, { p: String(projectId), d: String(xlsx) })).body.data.documentContent;
    expect(sheet.parts).toEqual([{ page: null, section: 'Sheet Assets rows 1-2', text: 'Laptop | IT\nServer | Operations' }]);
  });

  test('a text past the bound is cut after the chunk that reaches it, and says so', async () => {
    const user = await owner();
    const projectId = await user.createProject('Huge');
    const row = (n: number) => [`Asset ${n}`, 'x'.repeat(290)];
    const rows = Array.from({ length: Math.ceil((documentTextMaxChars * 1.2) / 300) }, (_, n) => row(n + 1));
    const id = await user.upload(projectId, 'huge.xlsx', await buildXlsx([{ name: 'Register', rows }]));
    const content = (await user.client.gql(contentQuery, { p: String(projectId), d: String(id) })).body.data.documentContent;
    expect(content.truncated).toBe(true);
    const length = content.parts.reduce((sum: number, part: { text: string }) => sum + part.text.length, 0);
    expect(length).toBeGreaterThanOrEqual(documentTextMaxChars);
    expect(length).toBeLessThan(documentTextMaxChars + 2000);
    expect(content.parts[0].section).toMatch(/^Sheet Register rows 1-\d+$/);
  });

  test("others' ids, ids of another project and malformed ids answer NOT_FOUND; anonymous UNAUTHENTICATED", async () => {
    const user = await owner();
    const projectA = await user.createProject('Project A');
    const projectB = await user.createProject('Project B');
    const inB = await user.upload(projectB, 'b.pdf', await buildPdf([['Only in project B.']]));
    const intruder = await signUp(api);
    const ownProject = (await intruder.client.post('/api/projects', { name: 'Mine' })).body.id as number;

    for (const query of [contentQuery, documentQuery]) {
      for (const [client, p, d, message] of [
        [intruder.client, projectB, inB, messages.projectNotFound],
        [intruder.client, ownProject, inB, messages.documentNotFound],
        [user.client, projectA, inB, messages.documentNotFound],
        [user.client, projectB, 'abc', messages.documentNotFound],
        [user.client, 'x1', inB, messages.projectNotFound],
      ] as const) {
        const res = await client.gql(query, { p: String(p), d: String(d) });
        expect(res.body.data).toBeNull();
        expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
      }
      const anonymous = await api.gql(query, { p: String(projectB), d: String(inB) });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
  });
});
