import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';
import { Workspace } from '../workspaces/workspace.entity.js';

/**
 * One recorded change (DESIGN section 6): who, when, what. Written in the change's own transaction, never updated;
 * a project's entries go with the project, a workspace's with the workspace.
 */
export const ActivitySchema = defineEntity({
  name: 'Activity',
  tableName: 'activities',
  indexes: [
    // Read newest first: a btree is scanned backwards as well as forwards.
    { name: 'activities_project_idx', properties: ['project', 'id'] },
    { name: 'activities_workspace_idx', properties: ['workspace', 'id'] },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    workspace: () => p.manyToOne(Workspace).deleteRule('cascade'),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    /** Null once the account is gone, or for the system (an analysis that finished by itself). */
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    kind: p.string().length(40),
    /** The question's controlRef, the document's name, the member's username… */
    subject: p.string().length(300).default(''),
    /** The row it is about (question id of an answer, document, run or assessment id): live subscribers load it. */
    subjectId: p.string().length(64).nullable(),
    before: p.text().nullable(),
    after: p.text().nullable(),
    at: p.datetime().defaultRaw('now()'),
  },
});

export class Activity extends ActivitySchema.class {}
ActivitySchema.setClass(Activity);
