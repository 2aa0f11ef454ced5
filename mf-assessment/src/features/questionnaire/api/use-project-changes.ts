import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { AssessmentAnswersDocument, QuestionnaireProjectChangesDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** The screens' queries a change of this kind makes stale (by operation name: they live in other features). */
function staleQueries(kind: string): string[] {
  if (kind.startsWith('document.')) return ['Documents', 'ProjectAnalysis'];
  if (kind.startsWith('run.')) return ['ProjectAnalysis', 'AssessmentAnswers', 'Project'];
  if (kind.startsWith('assessment.')) return ['GapResults', 'Project', 'GapAssessmentCredits'];
  return [];
}

/**
 * Follows what others change in the project while the questionnaire is open (projectChanges): a saved answer is
 * written into the cached questionnaire as stored (its row updates in place; an open editor keeps its draft and
 * says a new version arrived), other changes fetch the affected queries again. Removed from the workspace, the
 * page learns it at once.
 */
export function useProjectChanges(projectId: string, testType: string) {
  const client = useApolloClient();
  useEffect(() => {
    const answersQuery = { query: AssessmentAnswersDocument, variables: { projectId, testType } };
    // The client reports a failed stream (a dropped socket, a refusal) as a result with an error, then completes.
    let failed = false;
    const subscription = client.subscribe({ query: QuestionnaireProjectChangesDocument, variables: { projectId } }).subscribe({
      next: ({ data, error }) => {
        if (error) failed = true;
        const change = data?.projectChanges;
        if (!change) return;
        if (change.kind.startsWith('answer.')) {
          const questionId = change.answer?.questionId ?? change.subjectId;
          client.cache.updateQuery(answersQuery, (current) =>
            current && {
              assessmentAnswers: current.assessmentAnswers.map((item) => (item.question.id === questionId ? { ...item, answer: change.answer ?? null } : item)),
            },
          );
          evictRootFields(client.cache, projectSummaryFields);
          return;
        }
        const stale = staleQueries(change.kind);
        if (stale.length) void client.refetchQueries({ include: stale }).catch(() => undefined);
      },
      // Live updates are a nicety: without them a reload still shows every change.
      error: () => undefined,
      // The gateway ends a stream without an error when the caller may no longer see the project (removed from its
      // workspace): the project is asked for again, and its screen says it is not found instead of offering dead
      // controls. A stream that failed says nothing about access: a reload still shows every change.
      complete: () => {
        if (!failed) void client.refetchQueries({ include: ['Project'] }).catch(() => undefined);
      },
    });
    return () => subscription.unsubscribe();
  }, [client, projectId, testType]);
}
