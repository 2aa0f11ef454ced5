import type { AnswerStatus } from '@gap/schema';
import { buildAnswer, buildElement, buildItem, buildProjection } from './build-item';

/** A.5.18's rubric (two elements, one a must-have) as the questionnaire reads it. */
export const accessRubric = [
  { __typename: 'RubricElement' as const, key: 'request-approval', requirement: 'Access requests are approved', mustHave: true },
  { __typename: 'RubricElement' as const, key: 'periodic-review', requirement: 'Access rights are reviewed periodically', mustHave: false },
];

export const reviewQuote = {
  __typename: 'AnswerEvidence' as const,
  documentId: '4',
  documentName: 'policy.pdf',
  page: 2,
  section: null,
  quote: 'Access rights are reviewed every quarter by the system owner.',
};

/** A.5.18 without an answer. */
export const unansweredAccess = () => buildItem({ id: 'a-5-18', controlRef: 'A.5.18', title: 'Access rights', text: 'How are access rights managed?', rubric: accessRubric });

/** A.5.18 answered by the AI: the review evidenced (in place, quoted), the approval not recorded; projected 50 %. */
export const aiAccess = () =>
  buildItem({ id: 'a-5-18', controlRef: 'A.5.18', title: 'Access rights', text: 'How are access rights managed?', rubric: accessRubric }, 'Access rights are reviewed every quarter.', {
    source: 'ai',
    documentId: '4',
    documentName: 'policy.pdf',
    documentPage: 2,
    evidence: [{ ...reviewQuote, rubricKey: 'periodic-review' }],
    coverage: 0.5,
    elements: [
      buildElement({ rubricKey: 'request-approval', requirement: 'Access requests are approved', mustHave: true }),
      buildElement({ rubricKey: 'periodic-review', requirement: 'Access rights are reviewed periodically', state: 'in_place' }),
    ],
    projection: buildProjection({
      complianceLevel: 0.33,
      riskLevel: 'high',
      missing: [{ rubricKey: 'request-approval', requirement: 'Access requests are approved', mustHave: true }],
    }),
  });

/** What the server stores for a save of A.5.18 with `status`: the elements as given, a new projection. */
export const storedAccess = (status: AnswerStatus | null, answer = '') =>
  buildAnswer({
    questionId: 'a-5-18',
    answer,
    status,
    updatedByName: 'Grace Hopper',
    evidence: [{ ...reviewQuote, rubricKey: 'periodic-review' }],
    elements: [
      buildElement({ rubricKey: 'request-approval', requirement: 'Access requests are approved', mustHave: true, state: 'in_place' }),
      buildElement({ rubricKey: 'periodic-review', requirement: 'Access rights are reviewed periodically', state: 'in_place' }),
    ],
    projection: buildProjection({ complianceLevel: 1, compliant: true, riskLevel: 'low' }),
  });
