import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QuestionType } from '../questions/question.types.js';
import { answerSources, type AnswerSource } from './answer.entity.js';

const AnswerSourceEnum = Object.fromEntries(answerSources.map((s) => [s, s])) as { [K in AnswerSource]: K };
registerEnumType(AnswerSourceEnum, { name: 'AnswerSource', description: 'manual (written by the user) or ai (found in a document by an analysis).' });

@ObjectType('AssessmentAnswer', { description: "A project's answer to one question." })
export class AssessmentAnswerType {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  questionId!: string;

  @Field(() => String)
  answer!: string;

  @Field(() => AnswerSourceEnum)
  source!: AnswerSource;

  @Field(() => ID, { nullable: true, description: 'AI answers: the cited document; null once it is deleted.' })
  documentId!: number | null;

  @Field(() => String, { nullable: true, description: 'AI answers: the cited document name (kept after the document is deleted).' })
  documentName!: string | null;

  @Field(() => Int, { nullable: true, description: 'AI answers: the cited page, when the document has pages.' })
  documentPage!: number | null;

  @Field(() => String, { nullable: true, description: 'AI answers: the cited section or sheet, when the document has no pages.' })
  sectionLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'AI answers: the quoted evidence.' })
  evidenceQuote!: string | null;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('QuestionnaireItem', { description: 'A question with the project\'s answer, null while unanswered.' })
export class QuestionnaireItemType {
  @Field(() => QuestionType)
  question!: QuestionType;

  @Field(() => AssessmentAnswerType, { nullable: true })
  answer!: AssessmentAnswerType | null;
}

@InputType('SaveAnswerInput')
export class SaveAnswerInputType {
  @Field(() => ID)
  projectId!: string;

  @Field(() => ID)
  questionId!: string;

  @Field(() => String, { description: 'Not empty after trimming; at most 10000 characters. Saved as a manual answer.' })
  answer!: string;
}
