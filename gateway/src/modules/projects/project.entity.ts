import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';
import { CalendarDateType } from './calendar-date.type.js';

export const projectStatuses = ['not_started', 'in_progress', 'completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'projects',
  indexes: [
    { name: 'projects_owner_updated_idx', columns: [{ name: 'owner_id' }, { name: 'updated_at', sort: 'desc' }] },
    { name: 'projects_workspace_updated_idx', columns: [{ name: 'workspace_id' }, { name: 'updated_at', sort: 'desc' }] },
  ],
  uniques: [{ name: 'projects_one_example_per_owner', properties: ['owner'], where: 'example' }],
  checks: [{ name: 'projects_progress_check', expression: 'progress >= 0 and progress <= 100' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Who created it (their project quota counts it); the workspace decides who may see and change it. */
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    workspace: () => p.manyToOne(Workspace).deleteRule('cascade'),
    name: p.string().length(100),
    description: p.text().default(''),
    scope: p.text().default(''),
    /** YYYY-MM-DD (a calendar date, no time zone). */
    targetDate: p.type(CalendarDateType).nullable(),
    status: p.enum(projectStatuses).columnType('varchar(20)').default('not_started'),
    progress: p.smallint().default(0),
    /** Chosen on the analysis tab (a later issue); null until then. */
    testType: p.string().length(100).nullable(),
    /** The example a new account receives (at most one per owner); an ordinary project otherwise. */
    example: p.boolean().default(false),
    /** The example's documents, analysis, answers and assessment are still being made (see modules/trial). */
    examplePreparing: p.boolean().default(false),
    /** Read-only, computed by the database on every load (0 right after creation). */
    documentCount: p.formula<number>((cols) => `(select count(*)::int from "documents" where "documents"."project_id" = ${cols.id} and "documents"."pending_job_id" is null)`).type('integer'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
