import { App } from 'antd';
import { useCallback, useState } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { uploadDocument } from '../api/upload-document';
import { uploadRefusal } from '../upload-rules';

export interface UploadInProgress {
  key: string;
  name: string;
  /** Percent of bytes sent. */
  percent: number;
  /** 'processing' once every byte is sent: the server extracts the text before it answers. */
  phase: 'uploading' | 'processing';
}

export interface RefusedFile {
  key: string;
  name: string;
  message: string;
}

let uploadCounter = 0;

/**
 * Uploads each accepted file in its own POST with progress; refused files (client checks or server answer) are
 * kept in `refused` as well as toasted, since only one toast is visible at a time (SPEC 9).
 */
export function useDocumentUploads(projectId: number, onUploaded: () => void) {
  const { notification } = App.useApp();
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const update = (key: string, change: Partial<UploadInProgress>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const refuse = useCallback(
    (key: string, name: string, message: string) => {
      setRefused((all) => [...all, { key, name, message }]);
      notification.error({ title: 'Upload Failed', description: message });
    },
    [notification],
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
        await uploadDocument(projectId, file, (percent) =>
          update(key, percent >= 100 ? { percent: 100, phase: 'processing' } : { percent }),
        );
        notification.success({ title: 'Document Uploaded', description: `${file.name} was uploaded.` });
        onUploaded();
      } catch (error) {
        refuse(key, file.name, serverMessageOr(error, 'Failed to upload document'));
      } finally {
        setUploads((all) => all.filter((u) => u.key !== key));
      }
    },
    [projectId, onUploaded, notification, refuse],
  );

  /** A new selection starts with a clean list of refusals. */
  const startBatch = useCallback(() => setRefused([]), []);
  const clearRefused = useCallback(() => setRefused([]), []);

  return { uploads, refused, upload, startBatch, clearRefused };
}
