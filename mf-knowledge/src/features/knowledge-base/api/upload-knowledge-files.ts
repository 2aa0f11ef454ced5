import { limits } from '@gap/schema';
import { uploadFiles } from '@gap/schema/web';

export interface KnowledgeUploadResult {
  filesProcessed: number;
  chunksCreated: number;
}

/**
 * SPEC 7: multipart `files` to the REST facade, through the shared upload helper for its progress. The server
 * takes at most `uploadMaxFiles` files a request, so a larger selection goes in consecutive batches; `onProgress`
 * gets the percent of all bytes sent. A refused batch stops the upload (the batches before it are kept).
 */
export async function uploadKnowledgeFiles(files: readonly File[], onProgress: (percent: number) => void): Promise<KnowledgeUploadResult> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const result: KnowledgeUploadResult = { filesProcessed: 0, chunksCreated: 0 };
  let sent = 0;
  for (let start = 0; start < files.length; start += limits.uploadMaxFiles) {
    const batch = files.slice(start, start + limits.uploadMaxFiles);
    const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
    const answer = await uploadFiles<KnowledgeUploadResult>('/api/knowledge/upload', batch, {
      field: 'files',
      onProgress: (percent) => onProgress(Math.round(((sent + (batchBytes * percent) / 100) / total) * 100)),
    });
    sent += batchBytes;
    result.filesProcessed += answer.filesProcessed;
    result.chunksCreated += answer.chunksCreated;
  }
  return result;
}
