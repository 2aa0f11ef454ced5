import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { gapBands, majorGapBelow, type AnswerStatus, type GapBand } from '@gap/schema';
import type { AnswerSource } from '../answers/answer.entity.js';
import { AnswerEvidenceType, AnswerSourceEnum, AnswerStatusEnum } from '../answers/answer.types.js';
import { riskLevels, type RiskLevel } from './scoring/risk-matrix.js';

export const RiskLevelEnum = Object.fromEntries(riskLevels.map((r) => [r, r])) as { [K in RiskLevel]: K };
registerEnumType(RiskLevelEnum, {
  name: 'RiskLevel',
  description: 'high, medium or low: criticality × gap (README, scoring).',
  valuesConfig: { high: { description: 'Act first.' }, medium: { description: 'Plan a fix.' }, low: { description: 'Minor or no gap.' } },
});

export const GapBandEnum = Object.fromEntries(gapBands.map((b) => [b, b])) as { [K in GapBand]: K };
registerEnumType(GapBandEnum, {
  name: 'GapBand',
  description: `How far an answer is from its rubric: none, partial or major (compliance level below majorGapBelow, ${majorGapBelow}).`,
  valuesConfig: {
    none: { description: 'Compliant.' },
    partial: { description: `Not compliant, compliance level at least ${majorGapBelow}.` },
    major: { description: `Compliance level below ${majorGapBelow}.` },
  },
});

@ObjectType('GapAssessmentResult', { description: 'What running a gap assessment produced: its id and the finding counts.' })
export class GapAssessmentResultType {
  @Field(() => ID, { description: 'The new assessment.' }) assessmentId!: number;
  @Field(() => Int, { description: 'Number of findings (applicable questions).' }) findings!: number;
  @Field(() => Int, { description: 'Findings rated high risk.' }) highRisk!: number;
  @Field(() => Int, { description: 'Findings rated medium risk.' }) mediumRisk!: number;
  @Field(() => Int, { description: 'Findings rated low risk.' }) lowRisk!: number;
}

@ObjectType('GapAssessmentSummary', { description: 'One assessment of the history.' })
export class GapAssessmentSummaryType {
  @Field(() => ID, { description: 'The assessment id.' }) assessmentId!: number;
  @Field(() => Date, { description: 'When it ran.' }) createdAt!: Date;
  @Field(() => String, { description: 'The test type assessed.' }) testType!: string;
  @Field(() => Int, { description: 'Findings rated high risk.' }) highRisk!: number;
  @Field(() => Int, { description: 'Findings rated medium risk.' }) mediumRisk!: number;
  @Field(() => Int, { description: 'Findings rated low risk.' }) lowRisk!: number;
  @Field(() => Float, { description: 'Mean compliance level of the findings (0-1).' }) averageCompliance!: number;
  @Field(() => Int, { description: 'Questions excluded as not applicable.' }) notApplicable!: number;
}

@ObjectType('FindingQuestion', { description: 'The question a finding scores.' })
export class FindingQuestionType {
  @Field(() => String, { description: 'Control or clause reference, e.g. A.5.15.' }) controlRef!: string;
  @Field(() => String, { description: 'The control or clause title.' }) title!: string;
  @Field(() => String, { description: 'Annex A theme or clause title.' }) category!: string;
}

@ObjectType('MissingRequirement', { description: 'A rubric element the answer does not evidence.' })
export class MissingRequirementType {
  @Field(() => String, { description: "The rubric element's key." }) rubricKey!: string;
  @Field(() => String, { description: 'What the element asks for.' }) requirement!: string;
  @Field(() => Boolean, { description: 'Demanded by the standard: without it the control is never compliant.' }) mustHave!: boolean;
}

@ObjectType('FindingSource', { description: 'Knowledge-base content the recommendation draws on.' })
export class FindingSourceType {
  @Field(() => String, { description: 'Page or file title.' }) title!: string;
  @Field(() => String, { description: 'Page URL or uploaded file name.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'The heading the content sits under; null when none.' }) section!: string | null;
}

@ObjectType('AssessedAnswer', { description: 'The answer as it stood when the assessment ran.' })
export class AssessedAnswerType {
  @Field(() => String, { description: 'The answer text.' }) text!: string;
  @Field(() => AnswerSourceEnum, { description: 'Who wrote it.' }) source!: AnswerSource;
  @Field(() => String, { nullable: true, description: 'AI answers: the engine that wrote it, `openai:<model>` or `offline`; null otherwise (and for answers scored before engines were recorded).' })
  engine!: string | null;
  @Field(() => AnswerStatusEnum, { nullable: true, description: 'The implementation status stated; null when none was.' }) status!: AnswerStatus | null;
  @Field(() => [AnswerEvidenceType], { description: 'Quotes of the AI (kept on a confirmed answer for the elements in place); empty otherwise.' }) evidence!: AnswerEvidenceType[];
}

@ObjectType('GapFinding', { description: 'One scored question of a gap assessment.' })
export class GapFindingType {
  @Field(() => ID, { description: 'The finding id.' }) id!: number;
  @Field(() => ID, { description: 'The assessment it belongs to.' }) assessmentId!: number;
  @Field(() => ID, { description: 'The question scored.' }) questionId!: string;
  @Field(() => FindingQuestionType, { description: 'The question scored.' }) question!: FindingQuestionType;
  @Field(() => String, { description: 'What is in place and what is missing, in the rubric requirements.' }) finding!: string;
  @Field(() => RiskLevelEnum, { description: 'Criticality x gap.' }) riskLevel!: RiskLevel;
  @Field(() => Float, { description: 'Weighted share of the rubric elements marked in place, limited by the status (0-1; the rule: README, Scoring).' }) complianceLevel!: number;
  @Field(() => Boolean, { description: 'True when the compliance level reaches 0.7 and every must-have element is marked in place.' }) compliant!: boolean;
  @Field(() => GapBandEnum, { description: 'none, partial or major: the gap the risk level multiplies, for colours and the Statement of Applicability.' }) gapBand!: GapBand;
  @Field(() => [String], { description: 'Rubric keys marked in place.' }) evidenced!: string[];
  @Field(() => [MissingRequirementType], { description: 'Exactly the rubric elements marked missing or not recorded.' }) missing!: MissingRequirementType[];
  @Field(() => String, { description: 'What to do to close the gap.' }) recommendation!: string;
  @Field(() => String, { description: 'How mature organisations meet the requirement.' }) bestPractices!: string;
  @Field(() => String, { description: 'Steps to implement the recommendation.' }) implementationGuidance!: string;
  @Field(() => [FindingSourceType], { description: 'Knowledge-base pages the recommendation draws on; may be empty.' }) sources!: FindingSourceType[];
  @Field(() => AssessedAnswerType, { description: 'The answer as assessed.' }) answer!: AssessedAnswerType;
}
