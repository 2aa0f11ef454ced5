import { apiUpload } from '@/lib/api-client';
import type { ProjectDocument } from '@/types/api';

/** One POST per file, multipart field `file` (SPEC 7); `onProgress` reports the percent of bytes sent. */
export const uploadDocument = (projectId: number, file: File, onProgress: (percent: number) => void): Promise<ProjectDocument> =>
  apiUpload<ProjectDocument>(`/api/projects/${projectId}/documents`, file, { field: 'file', onProgress });
