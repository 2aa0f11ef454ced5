import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QuestionType } from '../questions/question.types.js';
import { answerSources, applicabilities, type AnswerSource, type Applicability } from './answer.entity.js';

export const AnswerSourceEnum = Object.fromEntries(answerSources.map((s) => [s, s])) as { [K in AnswerSource]: K };
registerEnumType(AnswerSourceEnum, {
  name: 'AnswerSource',
  description: 'manual (written by the user) or ai (found in a document by an analysis).',
  valuesConfig: {
    manual: { description: 'Written by a person.' },
    ai: { description: 'Found in a document by an analysis run.' },
  },
});

export const ApplicabilityEnum = Object.fromEntries(applicabilities.map((a) => [a, a])) as { [K in Applicability]: K };
registerEnumType(ApplicabilityEnum, {
  name: 'Applicability',
  valuesConfig: {
    applicable: { description: 'The control applies (the default).' },
    not_applicable: { description: 'Excluded by a person, with a reason.' },
  },
  description: "applicable, or not_applicable: a person's decision, shown in the Statement of Applicability as excluded.",
});

@ObjectType('AnswerEvidence', { description: 'A verbatim quote of a document supporting one rubric element of the question.' })
export class AnswerEvidenceType {
  @Field(() => ID, { description: 'The quoted document.' })
  documentId!: number;

  @Field(() => String, { description: "The quoted document's file name." })
  documentName!: string;

  @Field(() => Int, { nullable: true, description: '1-based page for PDF; null for other formats.' })
  page!: number | null;

  @Field(() => String, { nullable: true, description: 'Heading path (DOCX/DOC) or sheet and rows (XLSX); null for PDF.' })
  section!: string | null;

  @Field(() => String, { description: 'The document text exactly as written (20-300 characters).' })
  quote!: string;

  @Field(() => String, { description: "The key of the question's rubric element this quote evidences." })
  rubricKey!: string;
}

@ObjectType('AssessmentAnswer', { description: "A project's answer to one question." })
export class AssessmentAnswerType {
  @Field(() => ID, { description: 'The answer id.' })
  id!: number;

  @Field(() => ID, { description: 'The question answered.' })
  questionId!: string;

  @Field(() => String, { description: 'The answer text.' })
  answer!: string;

  @Field(() => AnswerSourceEnum, { description: 'Who wrote it: a person or an analysis.' })
  source!: AnswerSource;

  @Field(() => ID, { nullable: true, description: 'The cited document (AI answers, or manual answers citing one); null once it is deleted.' })
  documentId!: number | null;

  @Field(() => String, { nullable: true, description: 'The cited document name (kept after the document is deleted).' })
  documentName!: string | null;

  @Field(() => Int, { nullable: true, description: 'The cited page, when the document has pages.' })
  documentPage!: number | null;

  @Field(() => String, { nullable: true, description: 'The cited section or sheet (AI answers: when the document has no pages).' })
  sectionLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'AI answers: the quoted evidence.' })
  evidenceQuote!: string | null;

  @Field(() => [AnswerEvidenceType], { description: 'AI answers: every quote with the rubric element it supports; empty for manual answers.' })
  evidence!: AnswerEvidenceType[];

  @Field(() => Float, { nullable: true, description: "AI answers: share of the question's rubric elements evidenced (0-1)." })
  coverage!: number | null;

  @Field(() => ID, { nullable: true, description: 'AI answers: the analysis run that wrote it.' })
  runId!: number | null;

  @Field(() => ApplicabilityEnum, { description: 'Whether the control applies to the project.' })
  applicability!: Applicability;

  @Field(() => String, { nullable: true, description: 'Why a person excluded the control (not_applicable only).' })
  notApplicableReason!: string | null;

  @Field(() => Date, { description: 'When it was last saved.' })
  updatedAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The user who saved it last; null for AI answers.' })
  updatedBy!: number | null;

  @Field(() => String, { nullable: true, description: "The name of the user who saved it last (first and last name, else username); null for AI answers." })
  updatedByName!: string | null;
}

@ObjectType('QuestionnaireItem', { description: 'A question with the project\'s answer, null while unanswered.' })
export class QuestionnaireItemType {
  @Field(() => QuestionType, { description: 'The question.' })
  question!: QuestionType;

  @Field(() => AssessmentAnswerType, { nullable: true, description: "The project's answer; null while unanswered." })
  answer!: AssessmentAnswerType | null;
}

@InputType('SaveAnswerInput', { description: 'A manual answer to one question of a project.' })
export class SaveAnswerInputType {
  @Field(() => ID, { description: 'One of your projects.' })
  projectId!: string;

  @Field(() => ID, { description: 'A question id of the bank, e.g. a-5-15.' })
  questionId!: string;

  @Field(() => String, { description: 'Not empty after trimming; at most 10000 characters. Saved as a manual answer.' })
  answer!: string;

  @Field(() => ID, { nullable: true, description: 'Evidence: one of the project\'s documents (Query.documents); another id is NOT_FOUND.' })
  documentId?: string | null;

  @Field(() => Int, { nullable: true, description: "Evidence: a page of that document, from 1 to its page count when known. Needs documentId." })
  documentPage?: number | null;

  @Field(() => String, { nullable: true, description: 'Evidence: a section or sheet of that document (at most 255 characters). Needs documentId.' })
  sectionLabel?: string | null;
}
