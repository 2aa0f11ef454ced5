import type { AnswerEditor_AnswerFragment, AssessmentAnswersQuery } from '@gap/schema/graphql';

/** A question with the project's answer, null while unanswered: the shapes the questionnaire's operations select. */
export type QuestionnaireItem = AssessmentAnswersQuery['assessmentAnswers'][number];
export type AssessmentAnswer = AnswerEditor_AnswerFragment;

/** Evidence a person cites for a manual answer: one of the project's documents and a page or section in it. */
export interface ManualEvidence {
  documentId: string | null;
  documentPage: number | null;
  sectionLabel: string | null;
}

/** Saves a question's manual answer (with the evidence cited, if any) and answers what the server stored. */
export type SaveAnswer = (questionId: string, answer: string, evidence?: ManualEvidence) => Promise<AssessmentAnswer>;
