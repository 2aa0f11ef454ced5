import { buildDocx, buildPdf } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { uploadDocument } from '../../testing/uploads.js';
import { searchEvidence, type EvidenceQuery } from './evidence.repository.js';

let app: TestApp;
let api: ApiClient;
let policyProject: number;
let otherProject: number;
let foreignProject: number;
let policyDocument: number;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
  const { client } = await signUp(api);
  policyProject = (await client.post('/api/projects', { name: 'Policies' })).body.id;
  otherProject = (await client.post('/api/projects', { name: 'Other' })).body.id;
  const pdf = await buildPdf([
    ['Access rights are reviewed quarterly.', 'Each access review is recorded; the access review log is kept for two years.'],
    ['Backups are tested monthly and restored to a separate network.'],
    ['Administrator accounts follow the principle of least privilege.', 'An access review is also held when staff change roles.'],
  ]);
  policyDocument = (await uploadDocument(client, policyProject, 'Access Policy.pdf', pdf)).body.id;
  await uploadDocument(client, otherProject, 'Other.docx', await buildDocx([{ heading: 'Reviews', paragraphs: ['An access review of the other project happens yearly.'] }]));
  const stranger = (await signUp(api)).client;
  foreignProject = (await stranger.post('/api/projects', { name: 'Foreign' })).body.id;
  await uploadDocument(stranger, foreignProject, 'Foreign.pdf', await buildPdf([['Access review of a foreign project with least privilege.']]));
});
afterAll(() => app.close());

const search = (projectId: number, query: EvidenceQuery, limit?: number) => searchEvidence(app.database.orm.em.fork(), projectId, query, limit);

test('hits are ranked, cite document and page, and carry the chunk text', async () => {
  const hits = await search(policyProject, 'access review');
  expect(hits.map((h) => h.pageNumber)).toEqual([1, 3]);
  expect(hits[0]).toEqual({
    chunkId: expect.any(Number),
    documentId: policyDocument,
    documentName: 'Access Policy.pdf',
    pageNumber: 1,
    sectionLabel: null,
    text: expect.stringContaining('access review log'),
    rank: expect.any(Number),
  });
  expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
});

test('English stemming: "reviewing backup" finds "reviewed" and "Backups"', async () => {
  expect((await search(policyProject, 'reviewing')).map((h) => h.pageNumber)).toEqual([1, 3]);
  expect((await search(policyProject, 'backup')).map((h) => h.pageNumber)).toEqual([2]);
});

test('web-search syntax: quoted phrases, OR and exclusion', async () => {
  expect((await search(policyProject, '"least privilege"')).map((h) => h.pageNumber)).toEqual([3]);
  expect((await search(policyProject, 'backups or privilege')).map((h) => h.pageNumber).sort()).toEqual([2, 3]);
  expect((await search(policyProject, 'access -privilege')).map((h) => h.pageNumber)).toEqual([1]);
});

test('phrase lists match any phrase, each as a phrase in word order', async () => {
  const hits = await search(policyProject, { phrases: ['least privilege', 'tested monthly'] });
  expect(hits.map((h) => h.pageNumber).sort()).toEqual([2, 3]);
  expect(await search(policyProject, { phrases: ['privilege least'] })).toEqual([]);
  expect(await search(policyProject, { phrases: [' ', ''] })).toEqual([]);
});

test('empty, stop-word-only and punctuation queries find nothing (and do not fail)', async () => {
  for (const query of ['', '   ', 'the and of', '!!! ???', '"', 'or']) {
    expect(await search(policyProject, query)).toEqual([]);
  }
});

test('the limit caps the hits', async () => {
  expect(await search(policyProject, 'access', 1)).toHaveLength(1);
});

test("a project's search never returns another project's chunks", async () => {
  const other = await search(otherProject, 'access review');
  expect(other.map((h) => h.documentName)).toEqual(['Other.docx']);
  expect(other[0]).toMatchObject({ pageNumber: null, sectionLabel: 'Reviews' });
  expect((await search(foreignProject, 'access review')).map((h) => h.documentName)).toEqual(['Foreign.pdf']);
  const own = await search(policyProject, 'access review foreign');
  expect(own).toEqual([]);
  expect(await search(987_654, 'access')).toEqual([]);
});
