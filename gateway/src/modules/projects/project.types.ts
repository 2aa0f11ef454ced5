import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../graphql/connection.types.js';
import { projectStatuses, type ProjectStatus } from './project.entity.js';

/** Enum values are spelled as in REST ('not_started'), so both facades answer the same strings. */
const ProjectStatusEnum = Object.fromEntries(projectStatuses.map((s) => [s, s])) as { [K in ProjectStatus]: K };
registerEnumType(ProjectStatusEnum, {
  name: 'ProjectStatus',
  description: 'not_started, then in_progress (first document or answer), then completed.',
  valuesConfig: {
    not_started: { description: 'Nothing uploaded or answered yet.' },
    in_progress: { description: 'Work has started.' },
    completed: { description: 'Every question of the test type answered.' },
  },
});

// simpleResolvers: the fields are plain properties of the presented project, read by GraphQL's default resolver
// instead of a type-graphql wrapper per field (no field here has a guard or middleware; a project list is ~110
// field reads per request, and each wrapper cost CPU on every one).
@ObjectType('Project', { description: "An assessment project of a workspace, visible to the workspace's members.", simpleResolvers: true })
export class ProjectType {
  @Field(() => ID, { description: 'The project id.' })
  id!: number;

  @Field(() => String, { description: '2-100 characters.' })
  name!: string;

  @Field(() => String, { description: 'Free text, empty when not given.' })
  description!: string;

  @Field(() => String, { description: 'The ISMS scope, empty when not given.' })
  scope!: string;

  @Field(() => String, { nullable: true, description: 'Target completion date, YYYY-MM-DD.' })
  targetDate!: string | null;

  @Field(() => ProjectStatusEnum, { description: 'Where the project stands.' })
  status!: ProjectStatus;

  @Field(() => Int, { description: 'Percent complete, 0-100.' })
  progress!: number;

  @Field(() => String, { nullable: true, description: 'The chosen test type, null until one is chosen.' })
  testType!: string | null;

  @Field(() => Int, { description: 'Documents uploaded to the project.' })
  documentCount!: number;

  @Field(() => Boolean, { description: 'The example project a new account receives (a fictitious organisation); an ordinary project to explore, export or delete.' })
  example!: boolean;

  @Field(() => Boolean, { description: "True while the example's documents, analysis, answers and assessment are still being made." })
  examplePreparing!: boolean;

  // A Date from an entity, or already the ISO string from the list query (the same answer: see DateTimeIsoScalar).
  @Field(() => Date, { description: 'When the project was created.' })
  createdAt!: Date | string;

  @Field(() => Date, { description: 'When the project last changed.' })
  updatedAt!: Date | string;
}

/** ProjectConnection and ProjectEdge: `projectsConnection`'s pages. */
export const ProjectConnectionType = ConnectionType(ProjectType, 'Project', 'your projects');

@InputType('CreateProjectInput', { description: 'A new project: a name, and optionally a description, scope and target date.' })
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

@ObjectType('DashboardStats', { description: "Counts for the signed-in user's dashboard." })
export class DashboardStatsType {
  @Field(() => Int, { description: 'Projects not completed.' })
  activeProjects!: number;

  @Field(() => Int, { description: 'Projects completed.' })
  completedProjects!: number;

  @Field(() => Int, { description: 'High-risk findings of the latest gap assessment of each project.' })
  highRiskFindings!: number;
}
