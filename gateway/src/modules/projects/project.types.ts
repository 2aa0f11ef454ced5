import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { projectStatuses, type ProjectStatus } from './project.entity.js';

/** Enum values are spelled as in REST ('not_started'), so both facades answer the same strings. */
const ProjectStatusEnum = Object.fromEntries(projectStatuses.map((s) => [s, s])) as { [K in ProjectStatus]: K };
registerEnumType(ProjectStatusEnum, { name: 'ProjectStatus', description: 'not_started, then in_progress (first document or answer), then completed.' });

@ObjectType('Project', { description: 'An assessment project, visible to its creator only.' })
export class ProjectType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  scope!: string;

  @Field(() => String, { nullable: true, description: 'Target completion date, YYYY-MM-DD.' })
  targetDate!: string | null;

  @Field(() => ProjectStatusEnum)
  status!: ProjectStatus;

  @Field(() => Int, { description: 'Percent complete, 0-100.' })
  progress!: number;

  @Field(() => String, { nullable: true, description: 'The chosen test type, null until one is chosen.' })
  testType!: string | null;

  @Field(() => Int)
  documentCount!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType('CreateProjectInput')
export class CreateProjectInputType {
  @Field(() => String, { description: '2-100 characters after trimming.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 2000 characters.' })
  scope?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; defaults to today (UTC).' })
  targetDate?: string | null;
}

@ObjectType('DashboardStats')
export class DashboardStatsType {
  @Field(() => Int, { description: 'Projects not completed.' })
  activeProjects!: number;

  @Field(() => Int)
  completedProjects!: number;

  @Field(() => Int, { description: 'High-risk findings of the latest gap assessment of each project.' })
  highRiskFindings!: number;
}
