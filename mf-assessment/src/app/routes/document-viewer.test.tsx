import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentTextDocument, ViewedDocumentDocument } from '@gap/schema/graphql';
import { type FetchMock, graphQLError, type GraphQLMock, renderWithProviders } from '@gap/schema/web/testing';
import App from '@/app';

// pdf.js cannot draw in jsdom: a stand-in lays out each page's text layer as pdf.js would (one span per line).
jest.mock('@/features/document-viewer/pdf/pdf-renderer', () => ({
  openPdf: async () => ({
    pageCount: 3,
    close: () => undefined,
    renderPage: (pageNumber: number, { textLayer }: { textLayer: HTMLDivElement }) => {
      const lines: Record<number, string[]> = {
        1: ['Information security policy', 'approved by the board.'],
        2: ['Backup', 'Full backups of production databases are taken', 'every night and retained for 35 days.'],
        3: ['Restore tests are performed quarterly.'],
      };
      const spans = lines[pageNumber]!.map((line) => Object.assign(document.createElement('span'), { textContent: line }));
      textLayer.replaceChildren(...spans);
      return { spans: Promise.resolve(spans), cancel: () => undefined };
    },
  }),
}));

const variables = { projectId: '3', documentId: '4' };
const viewed = (type: string, name: string): GraphQLMock => ({
  request: { query: ViewedDocumentDocument, variables },
  result: { data: { document: { __typename: 'Document', id: '4', name, type, pageCount: type === 'application/pdf' ? 3 : null, textStatus: 'extracted' } } },
});
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const wordText: GraphQLMock = {
  request: { query: DocumentTextDocument, variables },
  result: {
    data: {
      documentContent: {
        __typename: 'DocumentContent',
        document: { __typename: 'Document', id: '4' },
        truncated: false,
        parts: [
          { __typename: 'DocumentPart', page: null, section: 'Access control', text: 'Access control\n\nAccess is granted on a least privilege basis.' },
          { __typename: 'DocumentPart', page: null, section: 'Passwords', text: 'Passwords\n\nPasswords must be at least 14 characters long\nand are stored in the password manager.' },
        ],
      },
    },
  },
};

/** The viewer as a citation opens it; the PDF's bytes come from a stubbed fetch (the shared helper's). */
function openViewer(query: string, mocks: GraphQLMock[]) {
  const fetchMock: FetchMock = jest.fn(async () => ({ ok: true, status: 200, statusText: 'OK', headers: new Headers(), arrayBuffer: async () => new ArrayBuffer(8) }) as unknown as Response);
  globalThis.fetch = fetchMock;
  renderWithProviders(<App />, { path: `/projects/3/documents/4?${query}`, mocks });
  return fetchMock;
}

const quoteQuery = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('the document viewer', () => {
  it('draws a PDF at the cited page with the quote marked in its text layer, and pages through it', async () => {
    const fetchMock = openViewer(quoteQuery({ page: '2', quote: 'Full backups of production databases are taken every night' }), [viewed('application/pdf', 'security-policy.pdf')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'security-policy.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('The quoted passage is highlighted on page 2.')).toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Page 2 of 3' });
    expect([...page.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Full backups of production databases are taken', 'every night']);
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/3/documents/4/original', expect.anything());
    // Small print on a phone: zooming widens the page, which then scrolls sideways.
    expect(page).toHaveStyle({ width: '880px' });
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Page 2 of 3' })).toHaveStyle({ width: '1320px' });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('region', { name: 'Page 3 of 3' })).toBeInTheDocument();
    expect(screen.getByText('The quoted passage is on page 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the quote' }));
    expect(await screen.findByRole('region', { name: 'Page 2 of 3' })).toBeInTheDocument();
  });

  it('says plainly when the quote is not on the cited PDF page, and still shows the page', async () => {
    openViewer(quoteQuery({ page: '3', quote: 'Backups are encrypted at rest' }), [viewed('application/pdf', 'security-policy.pdf')]);
    expect(await screen.findByText('The quoted passage could not be found on page 3; it is shown as it is.')).toBeInTheDocument();
    expect(screen.getByText('Quoted: “Backups are encrypted at rest”')).toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Page 3 of 3' });
    expect(page).toHaveTextContent('Restore tests are performed quarterly.');
    expect(page.querySelector('mark')).toBeNull();
  });

  it('shows a Word document as its text, the cited section set apart with the quote in a <mark>', async () => {
    openViewer(quoteQuery({ section: 'Passwords', quote: 'Passwords must be at least 14 characters long and are stored in the password manager.' }), [viewed(docxType, 'access-control.docx'), wordText]);
    expect(await screen.findByText('The quoted passage is highlighted in “Passwords”.')).toBeInTheDocument();
    const text = screen.getByRole('article', { name: 'Text of access-control.docx' });
    expect(within(text).getByRole('heading', { level: 2, name: 'Access control' })).toBeInTheDocument();
    const cited = within(text).getByRole('region', { name: 'Passwords' });
    const marks = cited.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.textContent).toBe('Passwords must be at least 14 characters long\nand are stored in the password manager.');
    expect(within(text).getByRole('region', { name: 'Access control' }).querySelector('mark')).toBeNull();
  });

  it('says so when the quote is not in the text, and opens the cited section all the same', async () => {
    openViewer(quoteQuery({ section: 'Passwords', quote: 'Passwords expire every 90 days.' }), [viewed(docxType, 'access-control.docx'), wordText]);
    expect(await screen.findByText('The quoted passage could not be found in “Passwords”; it is shown as it is.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Text of access-control.docx' }).querySelector('mark')).toBeNull();
  });

  it("answers another user's document, or one no longer there, with Document not found and a way back", async () => {
    openViewer(quoteQuery({ page: '1' }), [{ request: { query: ViewedDocumentDocument, variables }, result: { errors: [graphQLError('Project not found', 'NOT_FOUND')] } }]);
    expect(await screen.findByText('Document not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/project-assessment/3?tab=documents');
    expect(screen.queryByRole('button', { name: /Download original/ })).not.toBeInTheDocument();
  });

  it('downloads the original through the shared helper, under its own name', async () => {
    const fetchMock = openViewer('', [viewed(docxType, 'Política de acceso.docx'), wordText]);
    const createObjectURL = jest.fn(() => 'blob:original');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Política de acceso.docx');
    });
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['bytes']) } as unknown as Response);
    await userEvent.click(await screen.findByRole('button', { name: /Download original/ }));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/projects/3/documents/4/original', expect.objectContaining({ credentials: 'include' }));
    expect(save).toHaveBeenCalledTimes(1);
  });
});
