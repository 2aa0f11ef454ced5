import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { KnowledgeStatsDocument } from '@gap/schema/graphql';
import { useToast } from '@gap/schema/web';
import { uploadKnowledgeFiles } from '../api/upload-knowledge-files';
import { knowledgeText } from '../knowledge-messages';

export type UploadPhase = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'processing' };

/** Sends the selected files with progress; toasts the outcome (SPEC 8) and asks for the statistics again. */
export function useKnowledgeUpload() {
  const toast = useToast();
  const client = useApolloClient();
  const [state, setState] = useState<UploadPhase>({ phase: 'idle' });

  const upload = useCallback(
    async (files: readonly File[]): Promise<boolean> => {
      if (files.length === 0) {
        toast.error(knowledgeText.noFilesTitle, knowledgeText.noFiles);
        return false;
      }
      setState({ phase: 'uploading', percent: 0 });
      try {
        const result = await uploadKnowledgeFiles(files, (percent) =>
          setState(percent >= 100 ? { phase: 'processing' } : { phase: 'uploading', percent }),
        );
        toast.success(knowledgeText.uploadComplete, knowledgeText.uploadCompleteText(result.filesProcessed, result.chunksCreated));
        return true;
      } catch (error) {
        toast.failed(knowledgeText.uploadFailed, error, knowledgeText.uploadFailedDefault);
        return false;
      } finally {
        setState({ phase: 'idle' });
        void client.refetchQueries({ include: [KnowledgeStatsDocument] });
      }
    },
    [toast, client],
  );

  return { state, upload };
}
