import { request } from 'node:http';
import { limits, messages } from '@gap/schema';
import { buildDocx, buildPdf, handMadeDocx, manyEntriesDocx, plainZip, pngBytes, xxeDocx, zipBombDocx } from '../../testing/document-fixtures.js';
import { signUp } from '../../testing/factories.js';
import { ApiClient, type ApiResponse } from '../../testing/http-client.js';
import { documentRowCounts } from '../../testing/row-counts.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { fileForm, gqlUpload, uploadDocument } from '../../testing/uploads.js';
import { allowedTypesText, uploadMessages } from './upload-messages.js';
import { zipLimits } from './zip-inspection.js';

let app: TestApp;
let api: ApiClient;
let client: ApiClient;
let token: string;
let projectId: number;

beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.url);
  ({ client, token } = await signUp(api));
  projectId = (await client.post('/api/projects', { name: 'Refusals' })).body.id;
  // One accepted document, so "unchanged" is checked against a non-empty list.
  expect((await uploadDocument(client, projectId, 'accepted.pdf', await buildPdf([['Accepted text.']]))).status).toBe(201);
});
afterAll(() => app.close());

/** Sends an upload and checks the answer, then that nothing at all was stored. */
async function expectRefused(send: () => Promise<ApiResponse>, status: number, message: string) {
  const listBefore = (await client.get(`/api/projects/${projectId}/documents`)).body;
  const rowsBefore = await documentRowCounts(app);
  const res = await send();
  expect({ status: res.status, body: res.body }).toEqual({ status, body: { message } });
  expect((await client.get(`/api/projects/${projectId}/documents`)).body).toEqual(listBefore);
  expect(await documentRowCounts(app)).toEqual(rowsBefore);
}

const mb = 1024 * 1024;

describe('REST upload refusals', () => {
  test.each([
    ['a type not allowed', 'notes.txt', () => Buffer.from('plain text'), 415, messages.invalidFileType('notes.txt', allowedTypesText)],
    ['a name without extension', 'README', () => Buffer.from('plain text'), 415, messages.invalidFileType('README', allowedTypesText)],
    ['a PNG named .pdf', 'image.pdf', pngBytes, 415, uploadMessages.notValid('image.pdf', 'PDF document')],
    ['a plain zip named .docx', 'archive.docx', plainZip, 415, uploadMessages.notValid('archive.docx', 'Word document (.docx)')],
    ['a Word package named .xlsx', 'sheet.xlsx', () => handMadeDocx(), 415, uploadMessages.notValid('sheet.xlsx', 'Excel workbook (.xlsx)')],
    ['text named .doc', 'memo.doc', () => Buffer.from('This is not a Word file at all.'), 415, uploadMessages.notValid('memo.doc', 'Word 97-2003 document (.doc)')],
    ['an empty file', 'empty.pdf', () => Buffer.alloc(0), 400, messages.fileEmpty('empty.pdf')],
    ['a corrupt PDF', 'corrupt.pdf', () => Buffer.from('%PDF-1.7\n' + 'garbage '.repeat(500)), 422, uploadMessages.damaged('corrupt.pdf', 'PDF document')],
    ['a truncated zip', 'cut.docx', () => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(300, 1)]), 422, uploadMessages.damaged('cut.docx', 'Word document (.docx)')],
    ['a zip bomb (150 MB of zeros)', 'bomb.docx', () => zipBombDocx(150), 422, uploadMessages.expandsTooMuch('bomb.docx')],
    ['an XXE document', 'xxe.docx', xxeDocx, 422, uploadMessages.xmlDeclarations('xxe.docx')],
    ['too many zip entries', 'parts.docx', () => manyEntriesDocx(zipLimits.maxEntries), 422, uploadMessages.tooManyParts('parts.docx', zipLimits.maxEntries)],
  ])('%s', async (_label, name, build, status, message) => {
    await expectRefused(() => uploadDocument(client, projectId, name, build()), status, message);
  });

  test('20 MB + 1 byte answers 413', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(limits.uploadMaxBytes + 1 - 9, 0x20)]);
    await expectRefused(() => uploadDocument(client, projectId, 'big.pdf', bytes), 413, messages.fileTooLarge('big.pdf'));
  });

  test('a body declared larger than the limit is refused before it is read', async () => {
    const declared = 100 * mb;
    const { status, body, sentBytes } = await startHugeUpload(declared);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: messages.fileTooLarge('huge.pdf') });
    // The answer came while most of the declared body was still unsent.
    expect(sentBytes).toBeLessThan(declared / 10);
  });

  test('malformed requests: not multipart, no file, the wrong field, two files', async () => {
    const path = `/api/projects/${projectId}/documents`;
    await expectRefused(() => client.post(path, { file: 'x' }), 400, uploadMessages.notMultipart);
    const noFile = new FormData();
    noFile.append('note', 'hello');
    await expectRefused(() => client.post(path, noFile), 400, uploadMessages.missingFile);
    await expectRefused(() => client.post(path, fileForm('a.pdf', Buffer.from('%PDF-1.7'), 'document')), 400, uploadMessages.missingFile);
    const two = fileForm('a.pdf', Buffer.from('%PDF-1.7 a'));
    two.append('file', new Blob([Buffer.from('%PDF-1.7 b')]), 'b.pdf');
    await expectRefused(() => client.post(path, two), 400, uploadMessages.oneFilePerRequest);
  });
});

describe('GraphQL upload refusals', () => {
  const mutation = 'mutation($p: ID!, $file: Upload!) { uploadDocument(projectId: $p, file: $file) { id } }';
  const asRest = (res: ApiResponse): ApiResponse => ({ ...res, status: statusOf(res.body.errors?.[0]?.extensions?.code), body: { message: res.body.errors?.[0]?.message } });
  const statusOf = (code: string) => ({ BAD_USER_INPUT: 400, PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, UNPROCESSABLE: 422 })[code] ?? 0;

  test.each([
    ['a type not allowed', 'notes.txt', () => Buffer.from('x'), 415, messages.invalidFileType('notes.txt', allowedTypesText)],
    ['a PNG named .pdf', 'image.pdf', pngBytes, 415, uploadMessages.notValid('image.pdf', 'PDF document')],
    ['an XXE document', 'xxe.docx', xxeDocx, 422, uploadMessages.xmlDeclarations('xxe.docx')],
    ['20 MB + 1 byte', 'big.pdf', () => Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(limits.uploadMaxBytes - 4)]), 413, messages.fileTooLarge('big.pdf')],
  ])('%s', async (_label, name, build, status, message) => {
    await expectRefused(async () => asRest(await gqlUpload(client, mutation, { p: String(projectId) }, name, build())), status, message);
  });
});

describe('parser limits', () => {
  let strict: TestApp;
  let strictClient: ApiClient;
  let strictProject: number;

  beforeAll(async () => {
    strict = await startTestApp({}, { extractionLimits: { timeoutMs: 1 } });
    strictClient = (await signUp(new ApiClient(strict.url))).client;
    strictProject = (await strictClient.post('/api/projects', { name: 'Slow' })).body.id;
  });
  afterAll(() => strict.close());

  test('a document the parser cannot finish in time is refused with 422 and leaves nothing behind', async () => {
    const before = await documentRowCounts(strict);
    const res = await uploadDocument(strictClient, strictProject, 'slow.docx', await buildDocx([{ heading: 'H', paragraphs: ['Body.'] }]));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: uploadMessages.tooSlow('slow.docx') });
    expect(await documentRowCounts(strict)).toEqual(before);
    expect((await strictClient.get(`/api/projects/${strictProject}`)).body.status).toBe('not_started');
  });
});

/**
 * Starts an upload that declares `declared` bytes and sends them slowly; resolves with the answer and
 * how much had been sent when it arrived.
 */
function startHugeUpload(declared: number): Promise<{ status: number; body: string; sentBytes: number }> {
  const boundary = 'gap-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
  const url = new URL(`/api/projects/${projectId}/documents`, app.url);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(declared), authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentBytes });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      if (answered || sentBytes >= declared) return;
      const piece = sentBytes === 0 ? head : chunk;
      sentBytes += piece.length;
      req.write(piece);
      setTimeout(pump, 5);
    };
    pump();
  });
}
