import { buildPdf, handMadeDocx } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { gqlUpload, uploadDocument } from '../../testing/uploads.js';
import { uploadMessages } from './upload-messages.js';
import { acceptFileName } from './upload-policy.js';
import { inspectOfficePackage } from './zip-inspection.js';

let app: TestApp;
let client: ApiClient;
let projectId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signUp(new ApiClient(app.url)));
  projectId = (await client.post('/api/projects', { name: 'Edges' })).body.id;
}, 120_000);
afterAll(() => app.close());

test('UTF-8 file names are read as UTF-8 (REST and GraphQL multipart)', async () => {
  const rest = await uploadDocument(client, projectId, 'Richtlinie Übersicht – 信息安全.pdf', await buildPdf([['One.']]));
  expect(rest.status).toBe(201);
  expect(rest.body.name).toBe('Richtlinie Übersicht – 信息安全.pdf');
  const gql = await gqlUpload(client, 'mutation($p: ID!, $file: Upload!) { uploadDocument(projectId: $p, file: $file) { name } }', { p: projectId }, 'Política de información.pdf', await buildPdf([['Two.']]));
  expect(gql.body.data.uploadDocument.name).toBe('Política de información.pdf');
});

test('an HTML/PDF polyglot is refused (415)', async () => {
  const pdf = await buildPdf([['Looks like a PDF.']]);
  const polyglot = Buffer.concat([Buffer.from('<html><body><script>alert(document.domain)</script></body></html>\n'), pdf]);
  const res = await uploadDocument(client, projectId, 'invoice.pdf', polyglot);
  expect(res).toMatchObject({ status: 415, body: { message: uploadMessages.notValid('invoice.pdf', 'PDF document') } });
  const trailing = Buffer.concat([pdf.subarray(0, 9), Buffer.from('<!DOCTYPE html><svg onload=alert(1)>'), pdf.subarray(9)]);
  expect((await uploadDocument(client, projectId, 'svg.pdf', trailing)).status).toBe(415);
});

test('the DOCTYPE/ENTITY scan reads every XML part whole, whatever its first bytes', async () => {
  const file = { ...acceptFileName('deep.docx'), kind: 'docx' as const };
  const late = handMadeDocx({ extra: [{ name: 'customXml/item1.xml', content: `<root>${'<a/>'.repeat(40_000)}<!DOCTYPE x [<!ENTITY e "boom">]></root>` }] });
  await expect(inspectOfficePackage(file, late)).rejects.toMatchObject({ message: uploadMessages.xmlDeclarations('deep.docx') });
  const disguised = handMadeDocx({ extra: [{ name: 'customXml/item2.xml', content: `junk<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>` }] });
  await expect(inspectOfficePackage(file, disguised)).rejects.toMatchObject({ message: uploadMessages.xmlDeclarations('deep.docx') });
});
