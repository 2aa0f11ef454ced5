import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { MissingRequirementType, RiskLevelEnum } from './gap.types.js';
import type { RiskLevel } from './scoring/risk-matrix.js';

@ObjectType('AnswerProjection', { description: 'How the answer would score in a gap assessment now (the paid scorer, free to read).' })
export class AnswerProjectionType {
  @Field(() => Float, { description: 'Projected compliance level (0-1).' }) complianceLevel!: number;
  @Field(() => Boolean, { description: 'Projected compliant flag.' }) compliant!: boolean;
  @Field(() => RiskLevelEnum, { description: 'Projected risk.' }) riskLevel!: RiskLevel;
  @Field(() => [MissingRequirementType], { description: 'The elements marked missing or not recorded.' }) missing!: MissingRequirementType[];
}

@ObjectType('GapPreviewQuestion', { description: "One applicable, answered question's projected score." })
export class GapPreviewQuestionType extends AnswerProjectionType {
  @Field(() => ID, { description: 'The question.' }) questionId!: string;
}

@ObjectType('GapPreview', { description: "What a gap assessment of the project's answers would give now; free, stores and spends nothing." })
export class GapPreviewType {
  @Field(() => Int, { description: 'Projected high-risk findings.' }) highRisk!: number;
  @Field(() => Int, { description: 'Projected medium-risk findings.' }) mediumRisk!: number;
  @Field(() => Int, { description: 'Projected low-risk findings.' }) lowRisk!: number;
  @Field(() => Float, { description: 'Projected mean compliance of the answered applicable questions (0-1).' }) averageCompliance!: number;
  @Field(() => Int, { description: 'Questions of the test type still unanswered.' }) unanswered!: number;
  @Field(() => ID, { nullable: true, description: 'The latest assessment when it scored exactly these answers (a re-run would change nothing); else null.' })
  currentAssessmentId!: number | null;
  @Field(() => [GapPreviewQuestionType], { description: 'Each answered applicable question, in bank order.' }) questions!: GapPreviewQuestionType[];
}
