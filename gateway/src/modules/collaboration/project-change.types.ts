import { Field, ID, ObjectType } from 'type-graphql';
import { ActivityActorType } from '../activity/activity.types.js';
import { AnalysisRunType } from '../analysis/analysis.types.js';
import { AssessmentAnswerType } from '../answers/answer.types.js';
import { DocumentType } from '../documents/document.types.js';
import { GapAssessmentSummaryType } from '../gap/gap.types.js';

@ObjectType('ProjectChange', { description: "One change of a project as it is recorded in the activity log, with the row it changed (the matching one of answer, document, run, assessment is set; null once that row is gone)." })
export class ProjectChangeType {
  @Field(() => ID, { description: 'The Activity id of the change.' })
  activityId!: number;

  @Field(() => String, { description: 'As Activity.kind: answer.saved, answer.na, answer.accepted, document.uploaded, document.deleted, run.started, run.cancelled, run.finished, assessment.completed, credits.spent.' })
  kind!: string;

  @Field(() => Date, { description: 'When it happened.' })
  at!: Date;

  @Field(() => ActivityActorType, { nullable: true, description: 'Who made it; null for the system (a run finishing by itself) or a deleted account.' })
  actor!: ActivityActorType | null;

  @Field(() => String, { description: "As Activity.subject: the question's controlRef, the document's name, 'Run 12'…" })
  subject!: string;

  @Field(() => ID, { nullable: true, description: "The changed row's id: the question id of an answer, the document, run or assessment id (a deleted document's too)." })
  subjectId!: string | null;

  @Field(() => AssessmentAnswerType, { nullable: true, description: 'answer.*: the answer as stored now (null when a question made applicable again has no answer left).' })
  answer!: AssessmentAnswerType | null;

  @Field(() => DocumentType, { nullable: true, description: 'document.uploaded: the document (null for document.deleted: see subjectId).' })
  document!: DocumentType | null;

  @Field(() => AnalysisRunType, { nullable: true, description: 'run.*: the run as it is now.' })
  run!: AnalysisRunType | null;

  @Field(() => GapAssessmentSummaryType, { nullable: true, description: 'assessment.completed: the new assessment.' })
  assessment!: GapAssessmentSummaryType | null;
}

@ObjectType('PresenceUser', { description: 'A person who has the project open.' })
export class PresenceUserType {
  @Field(() => ID, { description: 'The user id.' }) id!: number;
  @Field(() => String, { description: 'The sign-in name.' }) username!: string;
  @Field(() => String, { description: 'First and last name, else the username: how the screens name the person.' }) name!: string;
}

@ObjectType('ProjectPresence', { description: 'Who has the project open, and the question they are editing (null: just viewing).' })
export class ProjectPresenceType {
  @Field(() => PresenceUserType, { description: 'Who is there.' }) user!: PresenceUserType;
  @Field(() => ID, { nullable: true, description: 'The question being edited; null while just viewing.' }) editingQuestionId!: string | null;
}
