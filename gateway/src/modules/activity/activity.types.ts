import { Field, ID, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection.types.js';

@ObjectType('ActivityActor', { description: 'Who made a change.' })
export class ActivityActorType {
  @Field(() => ID, { description: 'The user id.' })
  id!: number;

  @Field(() => String, { description: 'Their username.' })
  username!: string;
}

@ObjectType('Activity', { description: 'One recorded change: who, when, what. Never edited.' })
export class ActivityType {
  @Field(() => ID, { description: 'The entry id (entries are appended: a higher id is later).' })
  id!: number;

  @Field(() => Date, { description: 'When the change was made.' })
  at!: Date;

  @Field(() => ActivityActorType, { nullable: true, description: 'Null for the system (an analysis finishing by itself) or a deleted account.' })
  actor!: ActivityActorType | null;

  @Field(() => String, { description: 'Dotted: answer.saved, answer.na, answer.accepted, document.uploaded, document.deleted, run.started, run.cancelled, run.finished, assessment.completed, credits.bought, credits.spent, member.invited, member.joined, member.role_changed, member.removed.' })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'The project, for project changes.' })
  projectId!: number | null;

  @Field(() => String, { description: "What it concerns: the question's controlRef, the document's name, the member's username…" })
  subject!: string;

  @Field(() => String, { nullable: true, description: 'The value before the change, where there was one: the previous answer text, the previous role.' })
  before!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after the change: the new answer text, the new role, the credits bought.' })
  after!: string | null;
}

/** ActivityConnection and ActivityEdge. */
export const ActivityConnectionType = ConnectionType(ActivityType, 'Activity', 'recorded changes');
