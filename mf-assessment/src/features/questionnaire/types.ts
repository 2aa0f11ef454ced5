import type { AnswerEditor_AnswerFragment, AssessmentAnswersQuery } from '@gap/schema/graphql';

/** A question with the project's answer, null while unanswered: the shapes the questionnaire's operations select. */
export type QuestionnaireItem = AssessmentAnswersQuery['assessmentAnswers'][number];
export type AssessmentAnswer = AnswerEditor_AnswerFragment;

/** Saves a question's manual answer and answers what the server stored. */
export type SaveAnswer = (questionId: string, answer: string) => Promise<AssessmentAnswer>;
