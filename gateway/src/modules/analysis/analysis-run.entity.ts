import { defineEntity, p } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';
import { User } from '../users/user.entity.js';

export const runStatuses = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof runStatuses)[number];
/** What a run's progress message reports (the SSE stream and the GraphQL subscription): a state change, one more question, or how it ended. */
export type RunEventType = 'status' | 'progress' | 'completed' | 'cancelled' | 'failed';
export const terminalStatuses: readonly RunStatus[] = ['completed', 'failed', 'cancelled'];
export const engineNames = ['offline', 'openai'] as const;
export type EngineName = (typeof engineNames)[number];

/**
 * One AI analysis of a project's documents against a test type's questions: a persisted job that a worker
 * claims and processes question by question. State changes are written with conditional SQL updates
 * (run-store.ts), never by flushing a loaded copy, so concurrent workers and cancels cannot undo each other.
 */
export const AnalysisRunSchema = defineEntity({
  name: 'AnalysisRun',
  tableName: 'analysis_runs',
  indexes: [
    { name: 'analysis_runs_active_idx', properties: ['status', 'createdAt'], where: "status in ('queued', 'running')" },
    { name: 'analysis_runs_heartbeat_idx', properties: ['heartbeatAt'], where: "status = 'running'" },
    { name: 'analysis_runs_owner_active_idx', properties: ['owner', 'status'], where: "status in ('queued', 'running')" },
    { name: 'analysis_runs_owner_started_idx', properties: ['owner', 'startedAt'] },
    { name: 'analysis_runs_project_idx', columns: [{ name: 'project_id' }, { name: 'created_at', sort: 'desc' }] },
  ],
  // One run queued or running per project.
  uniques: [{ name: 'analysis_runs_one_active_idx', properties: ['project'], where: "status in ('queued', 'running')" }],
  checks: [{ name: 'analysis_runs_running_owned', expression: "status <> 'running' or (claimed_by is not null and heartbeat_at is not null)" }],
  properties: {
    id: p.integer().primary().autoincrement(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    testType: p.string().length(100),
    status: p.enum(runStatuses).columnType('varchar(20)').default('queued'),
    engine: p.enum(engineNames).columnType('varchar(20)'),
    /** The engines that wrote the run's answers (`openai:<model>`, `offline`), in the order first used. */
    engines: p.json<string[]>().defaultRaw(`'[]'`),
    totalQuestions: p.integer().default(0),
    processed: p.integer().default(0),
    succeeded: p.integer().default(0),
    failed: p.integer().default(0),
    skipped: p.integer().default(0),
    /** The question being analysed while running. */
    currentQuestionId: p.string().length(32).nullable(),
    /** Set by a cancel; the worker that holds the run stops at its next check (within 2 s). */
    cancelRequested: p.boolean().default(false),
    /** How many times a worker claimed the run (a resumed run counts again); bounds crash loops. */
    attempts: p.integer().default(0),
    /** The worker (process) holding a running run, and when it last showed it is alive. */
    claimedBy: p.string().length(100).nullable(),
    heartbeatAt: p.datetime().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});

export class AnalysisRun extends AnalysisRunSchema.class {}
AnalysisRunSchema.setClass(AnalysisRun);
