import { useMutation } from '@apollo/client/react';
import { AssessmentAnswersDocument, SaveAnswerDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

/**
 * Saves (replaces) a question's manual answer. The saved answer takes its question's place in the cached
 * questionnaire (the counters follow); project progress changed, so the project summaries are fetched again.
 */
export const useSaveAnswer = (projectId: string, testType: string) =>
  useMutation(SaveAnswerDocument, {
    update: (cache, { data }) => {
      const saved = data?.saveAnswer;
      if (!saved) return;
      cache.updateQuery({ query: AssessmentAnswersDocument, variables: { projectId, testType } }, (current) =>
        current && {
          assessmentAnswers: current.assessmentAnswers.map((item) =>
            item.question.id === saved.questionId ? { ...item, answer: saved } : item,
          ),
        },
      );
      evictRootFields(cache, projectSummaryFields);
    },
  });
