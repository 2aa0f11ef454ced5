import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DeleteDocumentDocument, DocumentExtractionsDocument, DocumentsDocument } from '@gap/schema/graphql';
import { type GraphQLMock, renderWithProviders } from '@gap/schema/web/testing';
import { buildDocument } from '@/testing/factories';
import { documentsPageSize } from './document-list';
import { DocumentsPanel } from './documents-panel';

type Document = ReturnType<typeof buildDocument>;

const listed = (...documents: Document[]): GraphQLMock => ({
  request: { query: DocumentsDocument, variables: { projectId: '1' } },
  result: { data: { documents } },
});

/** One update of the documentExtractions subscription. */
const extraction = (job: { name: string; status: string; pagesDone: number | null; pagesTotal: number | null }): GraphQLMock => ({
  request: { query: DocumentExtractionsDocument, variables: { projectId: '1' } },
  result: { data: { documentExtractions: { __typename: 'DocumentExtraction', id: '7', ...job } } },
});

const renderPanel = (...mocks: GraphQLMock[]) => {
  const onNext = jest.fn();
  renderWithProviders(<DocumentsPanel projectId="1" onPrevious={jest.fn()} onNext={onNext} />, { mocks });
  return { onNext };
};

const chooseFiles = (files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

const fileOfSize = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Uploads go through XMLHttpRequest (progress events): a fake one records each request for the test to drive. */
class FakeUpload {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  url = '';
  body: FormData | undefined;
  headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    sentUploads.push(this);
  }
}

const sentUploads: FakeUpload[] = [];

function fakeUploads(): FakeUpload[] {
  sentUploads.length = 0;
  Object.assign(globalThis, { XMLHttpRequest: FakeUpload });
  return sentUploads;
}

describe('DocumentsPanel', () => {
  const realXhr = globalThis.XMLHttpRequest;
  afterEach(() => {
    Object.assign(globalThis, { XMLHttpRequest: realXhr });
  });

  it('refuses wrong types and oversize files before sending them, listing every refused file', async () => {
    const sent = jest.fn();
    Object.assign(globalThis, { XMLHttpRequest: jest.fn(() => ({ open: sent, send: sent })) });
    renderPanel(listed());
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();

    chooseFiles([new File(['notes'], 'notes.txt', { type: 'text/plain' }), fileOfSize('huge.pdf', 20 * 1024 * 1024 + 1)]);

    expect(await screen.findByText('2 files were not uploaded')).toBeInTheDocument();
    expect(screen.getAllByText('Invalid file type: notes.txt. Allowed types: .pdf, .docx, .doc, .xlsx').length).toBeGreaterThan(0);
    expect(screen.getAllByText('File huge.pdf exceeds the maximum allowed size of 20MB').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Upload Failed').length).toBeGreaterThan(0);
    expect(sent).not.toHaveBeenCalled();
  });

  it('reports a dropped file of a wrong type instead of ignoring it', async () => {
    renderPanel(listed());
    await screen.findByText('No documents uploaded yet');
    const dropZone = screen.getByText('Click or drag files to this area to upload');
    const files = [new File(['notes'], 'notes.txt', { type: 'text/plain' })];
    fireEvent.drop(dropZone, { dataTransfer: { files, items: [] } });
    expect(await screen.findByText('1 file was not uploaded')).toBeInTheDocument();
  });

  it('shows upload progress, then text extraction, then lists the uploaded document from a fresh list', async () => {
    const uploaded = buildDocument({ name: 'policy.pdf' });
    const requests = fakeUploads();
    window.localStorage.setItem('token', 'abc');
    // The upload answers in the REST shape; the list is then asked again over GraphQL. The extraction reports no pages (not a PDF's progress yet).
    renderPanel(listed(), extraction({ name: 'policy.pdf', status: 'queued', pagesDone: null, pagesTotal: null }), listed(uploaded));
    await screen.findByText('No documents uploaded yet');

    chooseFiles([new File(['%PDF-1.7'], 'policy.pdf', { type: 'application/pdf' })]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.url).toBe('/api/projects/1/documents');
    expect(request.headers.Authorization).toBe('Bearer abc');
    expect((request.body?.get('file') as File).name).toBe('policy.pdf');

    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(await screen.findByText('Uploading 40%')).toBeInTheDocument();
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(await screen.findByText('Extracting text…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();

    act(() => {
      Object.assign(request, { status: 201, responseText: JSON.stringify(uploaded) });
      request.onload?.();
    });
    expect(await screen.findByText('Document Uploaded')).toBeInTheDocument();
    expect(await screen.findByText('policy.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Extracting text…')).not.toBeInTheDocument();
  });

  it('shows the pages read while the text is extracted, from the documentExtractions subscription', async () => {
    const requests = fakeUploads();
    window.localStorage.setItem('token', 'abc');
    renderPanel(listed(), extraction({ name: 'manual.pdf', status: 'running', pagesDone: 12, pagesTotal: 40 }));
    await screen.findByText('No documents uploaded yet');

    chooseFiles([new File(['%PDF-1.7'], 'manual.pdf', { type: 'application/pdf' })]);
    act(() => requests[0]!.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 }));
    expect(await screen.findByText('Extracting text… 12 of 40 pages')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of manual.pdf' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('shows skeleton rows, not a spinner, while the documents load', async () => {
    renderPanel({ ...listed(buildDocument({ name: 'policy.pdf' })), delay: 200 });
    expect(screen.getByLabelText('Loading documents')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    expect(await screen.findByText('policy.pdf')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading documents')).not.toBeInTheDocument();
  });

  it('disables Start AI Analysis until the project has a document', async () => {
    renderPanel(listed());
    await screen.findByText('No documents uploaded yet');
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();
  });

  it('lists documents with badge, size, date, pages and the no-text warning, and moves on to the analysis', async () => {
    const { onNext } = renderPanel(
      listed(
        buildDocument({ name: 'policy.pdf', size: 1536, pageCount: 3, createdAt: '2026-11-21T12:00:00.000Z' }),
        buildDocument({ name: 'scan.pdf', size: 2 * 1024 * 1024, textStatus: 'no_text' }),
        buildDocument({ name: 'risks.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pageCount: null }),
      ),
    );
    expect(await screen.findByText('policy.pdf')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByText('2 MB')).toBeInTheDocument();
    expect(screen.getAllByText('Nov 21, 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('XLSX').closest('[data-kind]')).toHaveAttribute('data-kind', 'spreadsheet');
    expect(screen.getByLabelText('No extractable text (scanned?) - the AI analysis cannot read this document')).toBeInTheDocument();

    const start = screen.getByRole('button', { name: /Start AI Analysis/ });
    expect(start).toBeEnabled();
    fireEvent.click(start);
    expect(onNext).toHaveBeenCalled();
  });

  it('pages through a long list 20 documents at a time, with no pager while they fit one page', async () => {
    const many = Array.from({ length: documentsPageSize + 5 }, (_, i) => buildDocument({ id: String(100 + i), name: `policy-${i + 1}.pdf` }));
    renderPanel(listed(...many));
    expect(await screen.findByText('policy-1.pdf')).toBeInTheDocument();
    expect(screen.getByText(`policy-${documentsPageSize}.pdf`)).toBeInTheDocument();
    expect(screen.queryByText(`policy-${documentsPageSize + 1}.pdf`)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText(`policy-${documentsPageSize + 5}.pdf`)).toBeInTheDocument();
    expect(screen.queryByText('policy-1.pdf')).not.toBeInTheDocument();
  });

  it("after a deletion the focus goes to the next document's Delete, not to the page's body", async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const first = buildDocument({ id: '1', name: 'first.pdf' });
    const second = buildDocument({ id: '2', name: 'second.pdf' });
    renderPanel(listed(first, second), { request: { query: DeleteDocumentDocument, variables: { id: '1' } }, result: { data: { deleteDocument: true } } }, listed(second));
    const remove = await screen.findByRole('button', { name: 'Delete first.pdf' });
    remove.focus();
    fireEvent.click(remove);
    expect(await screen.findByText('Document Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete second.pdf' })).toHaveFocus());
  });
});
