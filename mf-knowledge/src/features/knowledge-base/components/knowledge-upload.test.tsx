import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { buildStats } from '../testing/knowledge-mocks';
import { KnowledgeUpload } from './knowledge-upload';

const chooseFiles = (files: File[]) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

/** An XMLHttpRequest that records what is sent and answers `answer` once the body is sent. */
function fakeXhr(status: number, answer: unknown) {
  const sent: { url: string; files: File[] }[] = [];
  class FakeUpload {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ url: this.url, files: body.getAll('files') as File[] });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      }, 10);
    }
  }
  Object.assign(globalThis, { XMLHttpRequest: FakeUpload });
  return sent;
}

describe('KnowledgeUpload', () => {
  const realXhr = globalThis.XMLHttpRequest;
  afterEach(() => {
    Object.assign(globalThis, { XMLHttpRequest: realXhr });
  });

  const renderUpload = () => {
    const operations = routeOperations({ KnowledgeStats: { data: { knowledgeStats: buildStats() } } });
    renderWithProviders(<KnowledgeUpload />, { link: operations.link });
    return { ...operations, user: userEvent.setup() };
  };

  it('asks for files when none is selected', async () => {
    const sent = fakeXhr(200, {});
    const { user } = renderUpload();
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByText('No Files Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select one or more files to upload.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses other types by name with the SPEC message and keeps the allowed ones', async () => {
    renderUpload();
    chooseFiles([new File(['# A'], 'notes.md'), new File(['x'], 'policy.docx'), new File(['x'], 'sheet.xlsx')]);
    expect(await screen.findByText('Invalid File Types')).toBeInTheDocument();
    expect(
      screen.getByText('Only PDF, Markdown (.md), and Text (.txt) files are allowed. Invalid files: policy.docx, sheet.xlsx'),
    ).toBeInTheDocument();
    expect(screen.getByText('notes.md')).toBeInTheDocument();
    expect(screen.queryByText('policy.docx')).not.toBeInTheDocument();
  });

  it('sends every selected file in one request under the field files and toasts the result', async () => {
    const sent = fakeXhr(200, { filesProcessed: 2, chunksCreated: 5 });
    const { user } = renderUpload();
    chooseFiles([new File(['# Access'], 'access.md'), new File(['Backups'], 'backup.txt')]);
    await screen.findByText('backup.txt');
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByText('Upload Complete')).toBeInTheDocument();
    expect(screen.getByText('Processed 2 files and created 5 chunks.')).toBeInTheDocument();
    expect(sent.map(({ url, files }) => ({ url, names: files.map((f) => f.name) }))).toEqual([
      { url: '/api/knowledge/upload', names: ['access.md', 'backup.txt'] },
    ]);
    await waitFor(() => expect(screen.queryByText('access.md')).not.toBeInTheDocument());
  });

  it('toasts Upload Failed with the server message and keeps the selection', async () => {
    fakeXhr(400, { message: 'File broken.pdf is not a valid PDF document' });
    const { user } = renderUpload();
    chooseFiles([new File(['nope'], 'broken.pdf')]);
    await screen.findByText('broken.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('File broken.pdf is not a valid PDF document')).toBeInTheDocument();
    expect(screen.getByText('broken.pdf')).toBeInTheDocument();
  });
});
