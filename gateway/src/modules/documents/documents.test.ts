import { createHash } from 'node:crypto';
import { limits, messages } from '@gap/schema';
import { buildDocx, buildPdf, buildXlsx, paddedPdf, sampleDoc } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { documentRowCounts } from '../../testing/row-counts.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { gqlUpload, uploadDocument } from '../../testing/uploads.js';

let app: TestApp;
let api: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
});
afterAll(() => app.close());

async function userWithProject(name = 'Policies') {
  const user = await signUp(api);
  const project = (await user.client.post('/api/projects', { name })).body as { id: number };
  return { ...user, projectId: project.id };
}

const threePages = () => buildPdf([['Information security policy.'], ['Access rights are reviewed quarterly.'], ['Backups are tested monthly.']]);

describe('REST', () => {
  test('upload answers 201 with the document; it is listed, counted, and moves the project to in progress', async () => {
    const { client, projectId } = await userWithProject();
    const pdf = await threePages();
    const res = await uploadDocument(client, projectId, 'Security Policy.pdf', pdf);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      projectId,
      name: 'Security Policy.pdf',
      type: 'application/pdf',
      size: pdf.length,
      pageCount: 3,
      textStatus: 'extracted',
      sectionCount: 3,
      chunkCount: 3,
      createdAt: expect.any(String),
    });
    expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([res.body]);
    expect((await client.get(`/api/projects/${projectId}`)).body).toMatchObject({ status: 'in_progress', documentCount: 1 });
  });

  test.each([
    ['a Word document', 'policy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', () => buildDocx([{ heading: 'Scope', paragraphs: ['All staff.'] }])],
    ['a Word 97-2003 document', 'policy.doc', 'application/msword', async () => sampleDoc()],
    ['an Excel workbook', 'register.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', () => buildXlsx([{ name: 'Assets', rows: [['Laptop', 'IT']] }])],
  ])('accepts %s, typed from its content', async (_label, name, type, build) => {
    const { client, projectId } = await userWithProject();
    const res = await uploadDocument(client, projectId, name, await build());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, type, pageCount: null, textStatus: 'extracted' });
    expect(res.body.chunkCount).toBeGreaterThan(0);
  });

  test('a PDF without a text layer is kept and marked no_text', async () => {
    const { client, projectId } = await userWithProject();
    const res = await uploadDocument(client, projectId, 'scan.pdf', await buildPdf([[], []]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pageCount: 2, textStatus: 'no_text', chunkCount: 0 });
  });

  test('the same content twice in one project is a 409 naming the first upload; another project accepts it', async () => {
    const { client, projectId } = await userWithProject();
    const pdf = await threePages();
    await uploadDocument(client, projectId, 'original.pdf', pdf);
    const before = await documentRowCounts(app);
    const again = await uploadDocument(client, projectId, 'copy.pdf', pdf);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messages.documentDuplicate('original.pdf') });
    expect(await documentRowCounts(app)).toEqual(before);
    const second = (await client.post('/api/projects', { name: 'Other' })).body.id;
    expect((await uploadDocument(client, second, 'copy.pdf', pdf)).status).toBe(201);
  });

  test('a file of exactly 20 MB is accepted and its bytes are stored whole', async () => {
    const { client, projectId } = await userWithProject();
    const pdf = await paddedPdf(limits.uploadMaxBytes);
    const res = await uploadDocument(client, projectId, 'max.pdf', pdf);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ size: limits.uploadMaxBytes, pageCount: 1, textStatus: 'extracted' });
    const [stored] = await app.database.orm.em.fork().execute<{ length: number; sha256: string }[]>(
      `select octet_length(f.content) as length, encode(sha256(f.content), 'hex') as sha256 from document_files f where f.document_id = ?`,
      [res.body.id],
    );
    expect(stored).toEqual({ length: limits.uploadMaxBytes, sha256: createHash('sha256').update(pdf).digest('hex') });
  });

  test('file names lose any directory part', async () => {
    const { client, projectId } = await userWithProject();
    const res = await uploadDocument(client, projectId, 'reports/2026/ Policy  v2.PDF', await threePages());
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Policy v2.PDF');
  });

  test('deleting a document removes its row, bytes and chunks', async () => {
    const { client, projectId } = await userWithProject();
    const { id } = (await uploadDocument(client, projectId, 'policy.pdf', await threePages())).body;
    const before = await documentRowCounts(app);
    expect((await client.delete(`/api/documents/${id}`)).status).toBe(204);
    expect(await documentRowCounts(app)).toEqual({ documents: before.documents - 1, files: before.files - 1, chunks: before.chunks - 3 });
    expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([]);
    expect((await client.delete(`/api/documents/${id}`)).status).toBe(404);
  });

  test('deleting a project removes its documents, bytes and chunks, and nothing of other projects', async () => {
    const { client, projectId } = await userWithProject();
    const keep = await userWithProject();
    await uploadDocument(keep.client, keep.projectId, 'keep.pdf', await buildPdf([['Kept evidence.']]));
    const before = await documentRowCounts(app);
    await uploadDocument(client, projectId, 'a.pdf', await threePages());
    await uploadDocument(client, projectId, 'b.docx', await buildDocx([{ heading: 'One', paragraphs: ['Text.'] }, { heading: 'Two', paragraphs: ['More.'] }]));
    expect((await documentRowCounts(app)).documents).toBe(before.documents + 2);
    expect((await client.delete(`/api/projects/${projectId}`)).status).toBe(204);
    expect(await documentRowCounts(app)).toEqual(before);
    expect((await keep.client.get(`/api/projects/${keep.projectId}/documents`)).body).toHaveLength(1);
  });
});

describe('ownership', () => {
  test("a second user gets 404 for every project and document id of the first, REST and GraphQL", async () => {
    const owner = await userWithProject();
    const { id: documentId } = (await uploadDocument(owner.client, owner.projectId, 'policy.pdf', await threePages())).body;
    const other = (await signUp(api)).client;
    const before = await documentRowCounts(app);
    const pdf = await buildPdf([['Intruder text.']]);
    for (const res of [
      await other.get(`/api/projects/${owner.projectId}/documents`),
      await uploadDocument(other, owner.projectId, 'intruder.pdf', pdf),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.projectNotFound });
    }
    const del = await other.delete(`/api/documents/${documentId}`);
    expect(del.status).toBe(404);
    expect(del.body).toEqual({ message: messages.documentNotFound });

    const list = await other.gql('query($p: ID!) { documents(projectId: $p) { id } }', { p: String(owner.projectId) });
    expect(list.body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
    const upload = await gqlUpload(other, 'mutation($p: ID!, $file: Upload!) { uploadDocument(projectId: $p, file: $file) { id } }', { p: String(owner.projectId) }, 'intruder.pdf', pdf);
    expect(upload.body.errors[0]).toMatchObject({ message: messages.projectNotFound, extensions: { code: 'NOT_FOUND' } });
    const gqlDelete = await other.gql('mutation($id: ID!) { deleteDocument(id: $id) }', { id: String(documentId) });
    expect(gqlDelete.body.errors[0]).toMatchObject({ message: messages.documentNotFound, extensions: { code: 'NOT_FOUND' } });

    expect(await documentRowCounts(app)).toEqual(before);
    expect((await owner.client.get(`/api/projects/${owner.projectId}/documents`)).body).toHaveLength(1);
  });

  test('non-numeric and unknown ids answer 404', async () => {
    const { client } = await userWithProject();
    expect((await client.get('/api/projects/abc/documents')).status).toBe(404);
    expect((await uploadDocument(client, 'abc', 'a.pdf', await threePages())).status).toBe(404);
    expect((await client.delete('/api/documents/abc')).status).toBe(404);
    expect((await client.delete('/api/documents/2147483647')).status).toBe(404);
  });

  test('uploads need a signed-in user', async () => {
    const { projectId } = await userWithProject();
    expect((await uploadDocument(api, projectId, 'a.pdf', await threePages())).status).toBe(401);
  });
});

describe('GraphQL', () => {
  const fields = 'id projectId name type size pageCount textStatus sectionCount chunkCount createdAt';

  test('uploadDocument (multipart), documents and deleteDocument', async () => {
    const { client, projectId } = await userWithProject();
    const docx = await buildDocx([{ heading: 'Access control', paragraphs: ['Reviews happen quarterly.'] }]);
    const res = await gqlUpload(client, `mutation($p: ID!, $file: Upload!) { uploadDocument(projectId: $p, file: $file) { ${fields} } }`, { p: String(projectId) }, 'policy.docx', docx);
    const document = res.body.data.uploadDocument;
    expect(document).toMatchObject({ projectId: String(projectId), name: 'policy.docx', size: docx.length, textStatus: 'extracted', sectionCount: 1, chunkCount: 1 });
    const listed = await client.gql(`query($p: ID!) { documents(projectId: $p) { ${fields} } }`, { p: String(projectId) });
    expect(listed.body.data.documents).toEqual([document]);
    expect((await client.get(`/api/projects/${projectId}`)).body.status).toBe('in_progress');
    expect((await client.gql('mutation($id: ID!) { deleteDocument(id: $id) }', { id: document.id })).body.data.deleteDocument).toBe(true);
    expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual([]);
  });

  test('multipart requests without the preflight header are refused before streaming', async () => {
    const { client, projectId } = await userWithProject();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($p: ID!, $file: Upload!) { uploadDocument(projectId: $p, file: $file) { id } }', variables: { p: String(projectId), file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(await threePages())]), 'a.pdf');
    expect((await client.post('/graphql', form)).status).toBe(400);
  });
});
