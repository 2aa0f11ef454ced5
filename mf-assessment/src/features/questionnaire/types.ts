/** Shapes of the REST facade's answers this feature reads (gateway presenters; SPEC 3). */
export interface Question {
  id: string;
  controlRef: string;
  text: string;
  category: string;
  title: string;
  guidance: string;
  typicalEvidence: string[];
}

export type AnswerSource = 'manual' | 'ai';

export interface AssessmentAnswer {
  id: number;
  questionId: string;
  answer: string;
  source: AnswerSource;
  documentId: number | null;
  documentName: string | null;
  documentPage: number | null;
  updatedAt: string;
}

/** A question with the project's answer, null while unanswered. */
export interface QuestionnaireItem {
  question: Question;
  answer: AssessmentAnswer | null;
}
