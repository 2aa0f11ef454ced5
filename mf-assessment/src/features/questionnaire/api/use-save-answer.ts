import { useApolloClient, useMutation } from '@apollo/client/react';
import { AssessmentAnswersDocument, DocumentsDocument, MeDocument, SaveAnswerDocument, type SaveAnswerInput } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields, userDisplayName } from '@gap/schema/web';
import { useCallback, useMemo } from 'react';
import type { AssessmentAnswer, SaveAnswer } from '../types';

/** The id an answer has in the cache until the server has stored it (a question without an answer yet). */
const pendingAnswerId = (questionId: string) => `pending-${questionId}`;

/**
 * The answer as the server will store it (gateway `saveManual`): manual, cited as sent, quotes and coverage
 * cleared, applicability kept, changed now by the signed-in user.
 */
function expectedAnswer(
  previous: AssessmentAnswer | null,
  input: SaveAnswerInput,
  documentName: string | null,
  updatedByName: string | null,
): AssessmentAnswer & { __typename: 'AssessmentAnswer' } {
  return {
    __typename: 'AssessmentAnswer',
    id: previous?.id ?? pendingAnswerId(input.questionId),
    questionId: input.questionId,
    answer: input.answer,
    source: 'manual',
    documentId: input.documentId ?? null,
    documentName,
    documentPage: input.documentPage ?? null,
    sectionLabel: input.sectionLabel || null,
    updatedAt: new Date().toISOString(),
    updatedByName,
    applicability: previous?.applicability ?? 'applicable',
    notApplicableReason: previous?.notApplicableReason ?? null,
    coverage: null,
    evidence: [],
  };
}

/**
 * Saves (replaces) a question's manual answer, optimistically: the cached questionnaire shows the answer (and the
 * counters follow) at once, and Apollo rolls it back if the server refuses, the returned promise then rejecting.
 * Once stored, project progress changed, so the project summaries are fetched again.
 */
export function useSaveAnswer(projectId: string, testType: string): SaveAnswer {
  const client = useApolloClient();
  const answersQuery = useMemo(() => ({ query: AssessmentAnswersDocument, variables: { projectId, testType } }), [projectId, testType]);
  const [mutate] = useMutation(SaveAnswerDocument, {
    // Runs twice: with the optimistic answer (in a layer dropped when the server answers), then with the stored one.
    update: (cache, { data }) => {
      const saved = data?.saveAnswer;
      if (!saved) return;
      cache.updateQuery(answersQuery, (current) =>
        current && {
          assessmentAnswers: current.assessmentAnswers.map((item) =>
            item.question.id === saved.questionId ? { ...item, answer: saved } : item,
          ),
        },
      );
    },
  });

  return useCallback<SaveAnswer>(
    async (questionId, answer, evidence) => {
      const input = { projectId, questionId, answer, ...evidence };
      const previous = client.cache.readQuery(answersQuery)?.assessmentAnswers.find((item) => item.question.id === questionId)?.answer ?? null;
      // The evidence picker has the project's documents cached: the cited one's name shows at once too.
      const cited = input.documentId ? client.cache.readQuery({ query: DocumentsDocument, variables: { projectId } })?.documents.find((d) => d.id === input.documentId) : undefined;
      const me = client.cache.readQuery({ query: MeDocument })?.me;
      const { data } = await mutate({
        variables: { input },
        optimisticResponse: {
          saveAnswer: expectedAnswer(previous, input, cited?.name ?? null, me ? userDisplayName(me) : null),
        },
      });
      if (!data) throw new Error('No answer was saved');
      evictRootFields(client.cache, projectSummaryFields);
      return data.saveAnswer;
    },
    [client, mutate, answersQuery, projectId],
  );
}
