import { runsPerCredit } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { NotFoundError, PaymentRequiredError, ValidationError, ConflictError, TooManyRequestsError } from '../../lib/errors.js';
import { Document } from '../documents/document.entity.js';
import type { DocumentService } from '../documents/document.service.js';
import type { Project } from '../projects/project.entity.js';
import type { QuestionService } from '../questions/question.service.js';
import { lockUser } from '../users/user.repository.js';
import { analysisMessages, nameList } from './analysis-messages.js';
import { runStore } from './run.repository.js';

export interface Allowance {
  used: number;
  allowed: number;
}

/** The test type of a start request: one of the offered names, else 400 naming it. */
export function requireTestType(questions: QuestionService, testType: string): string {
  try {
    return questions.requireTestType(testType);
  } catch (error) {
    if (error instanceof NotFoundError) throw new ValidationError(error.message);
    throw error;
  }
}

/**
 * The documents the analysis reads: at least one with text, and none still being uploaded (409: the
 * analysis would miss it; the client starts again when the upload has finished).
 */
export async function requireReadableDocuments(em: Em, documents: DocumentService, project: Project): Promise<void> {
  const pending = await documents.extracting.pending(em, project.id);
  if (pending.length) throw new ConflictError(analysisMessages.stillExtracting(nameList(pending)));
  const docs = await em.find(Document, { project: project.id }, { fields: ['name', 'textStatus'], orderBy: { id: 'asc' } });
  if (!docs.length) throw new ValidationError(analysisMessages.noDocuments);
  if (!docs.some((d) => d.textStatus === 'extracted')) throw new ValidationError(analysisMessages.noText(nameList(docs.map((d) => d.name))));
}

/** What one user may start, so one user cannot take the workers from everyone else: ANALYSIS_MAX_QUEUED_RUNS_PER_USER and ANALYSIS_FREE_RUNS_PER_MONTH. */
export interface RunLimits {
  /** Runs queued or running at once, over all the user's projects; one more answers 429. */
  maxQueuedRunsPerUser: number;
  /** Runs per calendar month (UTC) on projects no credit was spent on; one more answers 402. */
  freeRunsPerMonth: number;
}

export const defaultRunLimits: RunLimits = { maxQueuedRunsPerUser: 3, freeRunsPerMonth: 5 };

/** Seconds a user over the queue cap is told to wait (Retry-After): about what a run of the smallest test type takes. */
export const queueFullRetryAfterSeconds = 30;

/**
 * A project's runs: `used` the runs it started, `allowed` the runs it may have in all given what its owner can
 * still start now, so `allowed - used` is what this project can still start. With credits spent on the project:
 * runsPerCredit × credits (its free runs count in `used`). Without: runsPerCredit, and no more than the free runs
 * its owner has left this month (ANALYSIS_FREE_RUNS_PER_MONTH, shared by all of the owner's projects without a credit).
 */
export async function allowanceOf(em: Em, projectId: number, limits: RunLimits = defaultRunLimits): Promise<Allowance> {
  return (await allowancesOf(em, [projectId], limits)).get(projectId)!;
}

/** The same for several projects at once (three statements, whatever their number). */
export async function allowancesOf(em: Em, projectIds: number[], limits: RunLimits = defaultRunLimits): Promise<Map<number, Allowance>> {
  const counts = await runStore.countRunsAndCreditsOf(em, projectIds);
  const freeTaken = await runStore.freeRunsTakenOf(em, projectIds);
  return new Map([...counts].map(([id, count]) => [id, toAllowance(count, limits.freeRunsPerMonth - (freeTaken.get(id) ?? 0))]));
}

function toAllowance({ used, spent }: { used: number; spent: number }, freeLeft: number): Allowance {
  if (spent > 0) return { used, allowed: runsPerCredit * spent };
  return { used, allowed: Math.min(runsPerCredit, used + Math.max(0, freeLeft)) };
}

export interface RunStart {
  projectId: number;
  ownerId: number;
  /** The trial's example being prepared (its seeded run): neither a free run of the month nor in the queue cap. */
  complimentary: boolean;
}

/**
 * The allowance of a start (call it first inside the transaction that inserts the run: it locks the user's row, so
 * concurrent starts of one user, on any gateway, are checked one after the other):
 * - 402 when the project has started every run it may: runsPerCredit × max(1, credits spent on it);
 * - 402 when the project has no credit spent and the user's free runs of the month are used (one is taken here;
 *   a rolled-back start gives it back).
 */
export async function requireAllowance(em: Em, start: RunStart, limits: RunLimits): Promise<void> {
  await lockUser(em, start.ownerId);
  const { used, spent } = await runStore.countRunsAndCredits(em, start.projectId);
  const allowed = runsPerCredit * Math.max(1, spent);
  if (used >= allowed) throw new PaymentRequiredError(analysisMessages.allowanceUsed(used, allowed));
  if (start.complimentary || spent > 0) return;
  if (!(await runStore.takeFreeRun(em, start.ownerId, limits.freeRunsPerMonth))) {
    throw new PaymentRequiredError(analysisMessages.monthlyFreeRunsUsed(limits.freeRunsPerMonth));
  }
}

/** 429 with Retry-After when the user already has maxQueuedRunsPerUser runs queued or running (after requireAllowance). */
export async function requireQueueRoom(em: Em, start: RunStart, limits: RunLimits): Promise<void> {
  if (start.complimentary) return;
  const active = await runStore.countActiveOf(em, start.ownerId);
  if (active >= limits.maxQueuedRunsPerUser) {
    throw new TooManyRequestsError(analysisMessages.tooManyQueued(active, limits.maxQueuedRunsPerUser), queueFullRetryAfterSeconds);
  }
}
