import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { SetAnswerApplicabilityDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

/**
 * A person's Statement of Applicability decision for one question. The answer object updates itself in the
 * cache; a new answer (excluded before any text) or a removed one (made applicable again without text) is put
 * into, or taken out of, every cached questionnaire. Progress changed, so project summaries are fetched again.
 */
export const useSetApplicability = (questionId: string) =>
  useMutation(SetAnswerApplicabilityDocument, {
    update: (cache, { data }) => {
      const saved = data?.setAnswerApplicability ?? null;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          assessmentAnswers(existing, { readField, toReference }) {
            // Items are stored inline (QuestionnaireItem has no key): a question reference and an answer reference.
            const items = existing as readonly { question: Reference; answer: Reference | null }[];
            return items.map((item) =>
              readField('id', item.question) === questionId
                ? { ...item, answer: saved ? (toReference({ __typename: 'AssessmentAnswer', id: saved.id }) ?? null) : null }
                : item,
            ) as typeof existing;
          },
        },
      });
      evictRootFields(cache, projectSummaryFields);
    },
  });
