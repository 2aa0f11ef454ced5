import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { DocumentExtractionsDocument } from '@gap/schema/graphql';
import { serverMessageOr, useToast } from '@gap/schema/web';
import { uploadDocument } from '../api/upload-document';
import { uploadRefusal } from '../upload-rules';

export interface UploadInProgress {
  key: string;
  name: string;
  /** Percent of bytes sent. */
  percent: number;
  /** 'processing' once every byte is sent: the server extracts the text before it answers. */
  phase: 'uploading' | 'processing';
  /** Pages read of the total while processing, as the server reports them (PDFs). */
  pages?: { done: number; total: number };
}

export interface RefusedFile {
  key: string;
  name: string;
  message: string;
}

let uploadCounter = 0;

/**
 * Uploads sent at once. The gateway admits two concurrent uploads per user (UPLOADS_MAX_CONCURRENT_PER_USER) and
 * answers 429 past that, so a larger selection waits here, shown as queued at 0 %, instead of being refused.
 */
const concurrentUploads = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  // A freed slot passes straight to the next waiter, so a new upload cannot slip in between.
  if (running >= concurrentUploads) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Uploads each accepted file in its own POST with progress; refused files (client checks or server answer) are
 * kept in `refused` as well as toasted, since only one toast is visible at a time (SPEC 9).
 */
export function useDocumentUploads(projectId: string) {
  const toast = useToast();
  const client = useApolloClient();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const update = (key: string, change: Partial<UploadInProgress>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const refuse = useCallback(
    (key: string, name: string, message: string) => {
      setRefused((all) => [...all, { key, name, message }]);
      toast.error('Upload Failed', message);
    },
    [toast],
  );

  const upload = useCallback(
    async (file: File) => {
      const key = `upload-${++uploadCounter}`;
      const refusal = uploadRefusal(file);
      if (refusal) {
        refuse(key, file.name, refusal);
        return;
      }
      setUploads((all) => [...all, { key, name: file.name, percent: 0, phase: 'uploading' }]);
      try {
        await withUploadSlot(() =>
          uploadDocument(client, projectId, file, (percent) => update(key, percent >= 100 ? { percent: 100, phase: 'processing' } : { percent })),
        );
        toast.success('Document Uploaded', `${file.name} was uploaded.`);
      } catch (error) {
        refuse(key, file.name, serverMessageOr(error, 'Failed to upload document'));
      } finally {
        setUploads((all) => all.filter((u) => u.key !== key));
      }
    },
    [projectId, client, toast, refuse],
  );

  // While a file is being processed, its pages read (documentExtractions) show how far the extraction is.
  const processing = uploads.some((u) => u.phase === 'processing');
  useEffect(() => {
    if (!processing) return;
    const subscription = client.subscribe({ query: DocumentExtractionsDocument, variables: { projectId } }).subscribe({
      next: ({ data }) => {
        const job = data?.documentExtractions;
        if (!job || job.status !== 'running' || job.pagesDone == null || !job.pagesTotal) return;
        const pages = { done: job.pagesDone, total: job.pagesTotal };
        setUploads((all) => all.map((u) => (u.phase === 'processing' && u.name === job.name ? { ...u, pages } : u)));
      },
      // Progress is a nicety: without it the upload still shows "Extracting text…" until it answers.
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [processing, client, projectId]);

  /** A new selection starts with a clean list of refusals. */
  const startBatch = useCallback(() => setRefused([]), []);
  const clearRefused = useCallback(() => setRefused([]), []);

  return { uploads, refused, upload, startBatch, clearRefused };
}
