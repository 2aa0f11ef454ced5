import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { answerStatuses, elementStates, type AnswerStatus, type ElementState } from '@gap/schema';
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

export const AnswerStatusEnum = Object.fromEntries(answerStatuses.map((s) => [s, s])) as { [K in AnswerStatus]: K };
registerEnumType(AnswerStatusEnum, {
  name: 'AnswerStatus',
  description: "The implementation status a person states for a question; scoring reads it with the element states.",
  valuesConfig: {
    implemented: { description: 'In place; elements not recorded count half.' },
    partially_implemented: { description: 'Partly in place: compliance at most 60 %.' },
    planned: { description: 'Not yet in place: compliance at most 30 %.' },
    not_implemented: { description: 'Not in place: compliance 0 %.' },
  },
});

export const ElementStateEnum = Object.fromEntries(elementStates.map((s) => [s, s])) as { [K in ElementState]: K };
registerEnumType(ElementStateEnum, {
  name: 'ElementState',
  description: 'Whether an expected element of a question is in place.',
  valuesConfig: {
    in_place: { description: 'In place (for an AI answer: a quote evidences it).' },
    missing: { description: 'Not in place.' },
    unknown: { description: 'Not recorded yet.' },
  },
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

@ObjectType('AnswerElement', { description: "One expected element of the question's rubric with its state on this answer." })
export class AnswerElementType {
  @Field(() => String, { description: "The rubric element's key." })
  rubricKey!: string;

  @Field(() => String, { description: 'What the element asks for.' })
  requirement!: string;

  @Field(() => Boolean, { description: 'Demanded by the standard: without it in place the answer is never compliant.' })
  mustHave!: boolean;

  @Field(() => ElementStateEnum, { description: 'in_place, missing or unknown (not recorded).' })
  state!: ElementState;

  @Field(() => [AnswerEvidenceType], { description: "Quotes evidencing it (an AI answer's, kept while the element stays in place)." })
  evidence!: AnswerEvidenceType[];
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

  @Field(() => AnswerStatusEnum, { nullable: true, description: 'The implementation status a person stated; null while only text (or an AI answer) exists.' })
  status!: AnswerStatus | null;

  @Field(() => [AnswerElementType], { description: "Every element of the question's rubric, in order, with its state and quotes." })
  elements!: AnswerElementType[];

  @Field(() => Float, { nullable: true, description: "AI answers: share of the question's rubric elements evidenced (0-1)." })
  coverage!: number | null;

  @Field(() => ID, { nullable: true, description: 'AI answers: the analysis run that wrote it.' })
  runId!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "AI answers: the engine that wrote it, `openai:<model>` or `offline` (the embedded evidence engine, also when it stood in for a model that stayed unavailable); null for a person's answer and for AI answers written before engines were recorded.",
  })
  engine!: string | null;

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

  @Field(() => Int, { description: 'Counts the writes of this answer (from 1); pass it as SaveAnswerInput.expectedVersion so a newer answer is never overwritten unseen.' })
  version!: number;
}

@ObjectType('QuestionnaireItem', { description: 'A question with the project\'s answer, null while unanswered.' })
export class QuestionnaireItemType {
  @Field(() => QuestionType, { description: 'The question.' })
  question!: QuestionType;

  @Field(() => AssessmentAnswerType, { nullable: true, description: "The project's answer; null while unanswered." })
  answer!: AssessmentAnswerType | null;
}

@ObjectType('ElementSuggestion', { description: 'A state the text being written seems to give one rubric element; only a suggestion for the person.' })
export class ElementSuggestionType {
  @Field(() => String, { description: "The rubric element's key." }) rubricKey!: string;
  @Field(() => String, { description: 'What the element asks for.' }) requirement!: string;
  @Field(() => ElementStateEnum, { description: 'in_place (the text covers it) or missing (the text denies it).' }) state!: ElementState;
  @Field(() => String, { description: 'The phrase of the text that suggests it.' }) phrase!: string;
}

@InputType('AnswerElementInput', { description: 'A state for one rubric element of the question.' })
export class AnswerElementInputType {
  @Field(() => String, { description: "A rubric key of the question (AnswerElement.rubricKey)." })
  rubricKey!: string;

  @Field(() => ElementStateEnum, { description: 'in_place, missing or unknown.' })
  state!: ElementState;
}

@InputType('SetAnswerStatusInput', { description: 'One status for many questions of the project\'s test type.' })
export class SetAnswerStatusInputType {
  @Field(() => ID, { description: 'One of your projects.' })
  projectId!: string;

  @Field(() => [ID], { description: 'Questions of the project\'s test type (at most 200).' })
  questionIds!: string[];

  @Field(() => AnswerStatusEnum, { description: 'The status to set.' })
  status!: AnswerStatus;
}

@ObjectType('SetAnswerStatusResult', { description: 'What a bulk status change wrote.' })
export class SetAnswerStatusResultType {
  @Field(() => [AssessmentAnswerType], { description: 'The answers written, with their new status.' })
  answers!: AssessmentAnswerType[];

  @Field(() => [ID], { description: 'Questions left alone because they are marked not applicable.' })
  skipped!: string[];
}

@InputType('SaveAnswerInput', { description: 'A manual answer to one question of a project.' })
export class SaveAnswerInputType {
  @Field(() => ID, { description: 'One of your projects.' })
  projectId!: string;

  @Field(() => ID, { description: 'A question id of the bank, e.g. a-5-15.' })
  questionId!: string;

  @Field(() => String, { nullable: true, description: 'The justification, at most 10000 characters; required (not empty after trimming) unless a status is given. Null keeps the stored text.' })
  answer?: string | null;

  @Field(() => AnswerStatusEnum, { nullable: true, description: 'The implementation status; omitted keeps the stored one.' })
  status?: AnswerStatus | null;

  @Field(() => [AnswerElementInputType], { nullable: true, description: "States of the question's rubric elements; only the elements given change." })
  elements?: AnswerElementInputType[] | null;

  @Field(() => ID, { nullable: true, description: 'Evidence: one of the project\'s documents (Query.documents); another id is NOT_FOUND.' })
  documentId?: string | null;

  @Field(() => Int, { nullable: true, description: "Evidence: a page of that document, from 1 to its page count when known. Needs documentId." })
  documentPage?: number | null;

  @Field(() => String, { nullable: true, description: 'Evidence: a section or sheet of that document (at most 255 characters). Needs documentId.' })
  sectionLabel?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The AssessmentAnswer.version this edit started from (0 for a question never answered): a newer stored answer is CONFLICT with extensions.current. Omitted: the last write wins.',
  })
  expectedVersion?: number | null;
}
