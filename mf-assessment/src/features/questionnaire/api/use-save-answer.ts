import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { AssessmentAnswersDocument, DocumentsDocument, MeDocument, SaveAnswerDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields, userDisplayName } from '@gap/schema/web';
import type { SaveAnswer } from '../types';
import { expectedAnswer } from './expected-answer';

/**
 * Saves a question's manual answer (text, status, element states, cited document), optimistically: the cached
 * questionnaire shows the answer (and the counters follow) at once, and Apollo rolls it back if the server
 * refuses, the returned promise then rejecting. The stored answer brings its new projection. Once stored,
 * project progress changed, so the project summaries are fetched again.
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
    async (questionId, { answer, status, elements, evidence, expectedVersion }) => {
      const item = client.cache.readQuery(answersQuery)?.assessmentAnswers.find((candidate) => candidate.question.id === questionId);
      // A save over a version newer than the one the person saw is refused (CONFLICT): nothing is overwritten unseen.
      const version = expectedVersion ?? item?.answer?.version ?? 0;
      const input = { projectId, questionId, answer, expectedVersion: version, ...evidence, ...(status !== undefined && { status }), ...(elements && { elements }) };
      // The evidence picker has the project's documents cached: the cited one's name shows at once too.
      const cited = input.documentId ? client.cache.readQuery({ query: DocumentsDocument, variables: { projectId } })?.documents.find((d) => d.id === input.documentId) : undefined;
      const me = client.cache.readQuery({ query: MeDocument })?.me;
      const { data } = await mutate({
        variables: { input },
        optimisticResponse: {
          saveAnswer: expectedAnswer(item, input, cited?.name ?? null, me ? userDisplayName(me) : null),
        },
      });
      if (!data) throw new Error('No answer was saved');
      evictRootFields(client.cache, projectSummaryFields);
      return data.saveAnswer;
    },
    [client, mutate, answersQuery, projectId],
  );
}
