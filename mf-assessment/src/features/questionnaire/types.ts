import type {
  AnswerElementInput,
  AnswerEditor_AnswerFragment,
  AnswerStatus,
  AssessmentAnswersQuery,
  ElementChecklist_ElementFragment,
  ProjectionTag_ProjectionFragment,
} from '@gap/schema/graphql';

/** A question with the project's answer, null while unanswered: the shapes the questionnaire's operations select. */
export type QuestionnaireItem = AssessmentAnswersQuery['assessmentAnswers'][number];
export type AssessmentAnswer = AnswerEditor_AnswerFragment;
/** One rubric element of a question with its state on the answer and the AI's quotes for it. */
export type AnswerElement = ElementChecklist_ElementFragment;
/** How an answer would score now (the paid scorer, read for free). */
export type AnswerProjection = ProjectionTag_ProjectionFragment;

/** Evidence a person cites for a manual answer: one of the project's documents and a page or section in it. */
export interface ManualEvidence {
  documentId: string | null;
  documentPage: number | null;
  sectionLabel: string | null;
}

/**
 * What a person's save stores: the text (the justification; may be empty with a status), and where given the
 * status (null clears it), the element states that changed, and the document cited.
 */
export interface AnswerChange {
  answer: string;
  status?: AnswerStatus | null;
  elements?: AnswerElementInput[];
  evidence?: ManualEvidence;
  /** The answer's version the edit started from; by default the cached one (0 for a question never answered). */
  expectedVersion?: number;
}

/** Saves a question's manual answer and answers what the server stored. */
export type SaveAnswer = (questionId: string, change: AnswerChange) => Promise<AssessmentAnswer>;
