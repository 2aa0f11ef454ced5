import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { bulkStatusMax, type AnswerStatus } from '@gap/schema';
import { AssessmentAnswersDocument, SetAnswerStatusDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

export interface BulkStatusResult {
  /** Questions given the status. */
  written: number;
  /** Questions left alone: marked not applicable meanwhile. */
  skipped: number;
}

/**
 * Sets one status on many questions (gateway `setAnswerStatus`, at most `bulkStatusMax` a call: longer lists go
 * in several calls, one after the other). The questionnaire shows each call's answers (status, projection) from
 * what it returns; project progress changed, so the project summaries are fetched again.
 */
export function useSetAnswerStatus(projectId: string, testType: string) {
  const client = useApolloClient();
  const answersQuery = useMemo(() => ({ query: AssessmentAnswersDocument, variables: { projectId, testType } }), [projectId, testType]);
  const [mutate] = useMutation(SetAnswerStatusDocument, {
    update: (cache, { data }) => {
      const written = new Map((data?.setAnswerStatus.answers ?? []).map((answer) => [answer.questionId, answer]));
      if (written.size === 0) return;
      cache.updateQuery(answersQuery, (current) =>
        current && { assessmentAnswers: current.assessmentAnswers.map((item) => ({ ...item, answer: written.get(item.question.id) ?? item.answer })) },
      );
    },
  });

  return useCallback(
    async (questionIds: readonly string[], status: AnswerStatus): Promise<BulkStatusResult> => {
      const result = { written: 0, skipped: 0 };
      try {
        for (let start = 0; start < questionIds.length; start += bulkStatusMax) {
          const input = { projectId, questionIds: questionIds.slice(start, start + bulkStatusMax), status };
          const { data } = await mutate({ variables: { input } });
          if (!data) throw new Error('No status was set');
          result.written += data.setAnswerStatus.answers.length;
          result.skipped += data.setAnswerStatus.skipped.length;
        }
      } finally {
        // Calls that went through changed progress even when a later one failed.
        if (result.written > 0) evictRootFields(client.cache, projectSummaryFields);
      }
      return result;
    },
    [client, mutate, projectId],
  );
}
