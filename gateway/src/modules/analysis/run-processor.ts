import type { Em, Orm } from '../../db/orm.js';
import { WorkerStopping } from '../../jobs/job-worker.js';
import { ValidationError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { holdProject, recordActivity } from '../activity/activity.repository.js';
import { answerSourceOf, deleteAiAnswer, manuallyAnsweredIds } from '../answers/answer.repository.js';
import type { AnswerService } from '../answers/answer.service.js';
import { recomputeProgress } from '../projects/project.repository.js';
import type { BankQuestion } from '../questions/bank/types.js';
import { analysisMessages } from './analysis-messages.js';
import { AnalysisRun } from './analysis-run.entity.js';
import { ProviderRejected } from './engine/engine-errors.js';
import { engineLabelOf, type AnalysisEngine, type EngineAnswer } from './engine/engine.types.js';
import { eventTypeOf, type RunEventType, type RunProgress } from './run-progress.js';
import { presentRun, type QuestionLookup } from './run.presenter.js';
import { runStore, type QuestionOutcome } from './run.repository.js';

export interface ProcessorDeps {
  orm: Orm;
  engine: AnalysisEngine;
  answers: AnswerService;
  /** Test type name -> its questions in bank order. */
  questionsOf: (testType: string) => readonly BankQuestion[] | undefined;
  lookup: QuestionLookup;
  bus: RunProgress;
  logger: Logger;
  /** Told each run this processor ended: its status and its duration from first start to end (metrics). */
  onEnded?(status: string, seconds: number): void;
}

/** What became of one question: answered, abstained on, kept for a person's answer, or an engine error. */
type Found = { kind: 'answer'; found: EngineAnswer } | { kind: 'abstain' } | { kind: 'manual' } | { kind: 'error' };

/**
 * Processes one claimed run question by question. Each question's answer and the run's counters are written
 * in one transaction, so a crash keeps exactly what was counted, and a resumed run starts after `processed`.
 * The engine runs outside any transaction (PGlite has one connection) with a fresh EntityManager per question,
 * so memory stays bounded whatever the size of the document set.
 */
export class RunProcessor {
  constructor(private readonly deps: ProcessorDeps) {}

  async process(runId: number, workerId: string, signal: AbortSignal): Promise<void> {
    const { orm, logger } = this.deps;
    const run = await orm.em.fork().findOneOrFail(AnalysisRun, runId);
    const questions = this.deps.questionsOf(run.testType);
    try {
      if (!questions) throw new Error(`The test type ${run.testType} is no longer offered.`);
      await this.publish(runId, 'status');
      // Questions a person answered before the run are counted as kept in one step per stretch (a project
      // answered by hand costs a few statements, not several per question). One answered during the run is
      // still kept: answerOne looks again, and an AI answer never replaces a manual one.
      const manual = await manuallyAnsweredIds(orm.em.fork(), run.project.id);
      for (let i = run.processed; i < questions.length && !signal.aborted; i++) {
        // A question whose work resolves without waiting on I/O (the offline engine computes in this thread) would
        // chain microtasks only and starve every request, timer and socket until the run ends: give the event loop
        // a turn per question.
        await new Promise((resolve) => setImmediate(resolve));
        let kept = 0;
        while (i + kept < questions.length && manual.has(questions[i + kept]!.id)) kept++;
        if (kept) {
          const recorded = await runStore.recordQuestion(orm.em.fork(), runId, workerId, 'skipped', kept);
          if (!recorded) return;
          i += kept - 1;
          await this.publish(runId, 'progress');
          if (recorded.cancelRequested) break;
          continue;
        }
        const question = questions[i]!;
        if (!(await runStore.setCurrent(orm.em.fork(), runId, workerId, question.id))) return;
        await this.publish(runId, 'progress');
        const outcome = await this.answerOne(run.project.id, runId, question, signal);
        if (outcome === 'aborted') break;
        const recorded = await this.record(run.project.id, runId, workerId, question.id, outcome);
        if (!recorded) return;
        await this.publish(runId, 'progress');
        if (recorded.cancelRequested) break;
      }
      // Shutting down: the worker gives the run back to the queue, to be resumed where it stopped.
      if (signal.reason instanceof WorkerStopping) return;
      const cancelled = signal.aborted || (await orm.em.fork().findOneOrFail(AnalysisRun, runId)).cancelRequested;
      if (await this.finish(run.project.id, runId, workerId, cancelled ? 'cancelled' : 'completed')) await this.ended(runId);
    } catch (error) {
      // The provider refused the request itself (key, model, parameter): every question would fail alike, and the
      // offline engine must not hide it, so the run fails with the provider's message for the person to see.
      const rejected = error instanceof ProviderRejected;
      logger.error({ err: error, runId }, rejected ? 'analysis run failed: the AI provider refused the request' : 'analysis run failed');
      const message = rejected ? analysisMessages.providerRejected(error.status, error.providerMessage) : analysisMessages.internalError;
      if (await this.finish(run.project.id, runId, workerId, 'failed', message)) await this.ended(runId);
    }
  }

  /** Ends the run (if this worker still holds it) and records it in the project's activity, in one transaction. */
  private async finish(projectId: number, runId: number, workerId: string, status: 'completed' | 'cancelled' | 'failed', message?: string): Promise<boolean> {
    return this.deps.orm.em.fork().transactional(async (tx) => {
      await holdProject(tx, projectId);
      if (!(await runStore.finish(tx, runId, workerId, status, message))) return false;
      await recordActivity(tx, { projectId }, { kind: 'run.finished', actorId: null, subject: `Run ${runId}`, subjectId: runId, after: status });
      return true;
    });
  }

  /** A run this processor ended: its watchers told, its duration reported (both timestamps the database's). */
  private async ended(runId: number): Promise<void> {
    const run = await this.publish(runId);
    if (run.startedAt && run.finishedAt) this.deps.onEnded?.(run.status, (run.finishedAt.getTime() - run.startedAt.getTime()) / 1000);
  }

  /**
   * Asks the engine, unless a person already answered. Engine errors count as failed, except the provider's
   * refusal, which ends the run (thrown); an abort stops the run.
   */
  private async answerOne(projectId: number, runId: number, question: BankQuestion, signal: AbortSignal): Promise<Found | 'aborted'> {
    const em = this.deps.orm.em.fork();
    if ((await answerSourceOf(em, projectId, question.id)) === 'manual') return { kind: 'manual' };
    try {
      const found = await this.deps.engine.answer(em, projectId, question, signal);
      if (signal.aborted) return 'aborted';
      if (found?.fallback) {
        this.deps.logger.warn({ runId, questionId: question.id, reason: found.fallbackReason }, 'the model stayed unavailable; the offline engine answered the question');
      }
      return found ? { kind: 'answer', found } : { kind: 'abstain' };
    } catch (error) {
      if (signal.aborted) return 'aborted';
      if (error instanceof ProviderRejected) throw error;
      this.deps.logger.warn({ err: error, runId, questionId: question.id }, 'engine failed on a question');
      return { kind: 'error' };
    }
  }

  private async record(projectId: number, runId: number, workerId: string, questionId: string, outcome: Found) {
    return this.deps.orm.em.fork().transactional(async (tx: Em) => {
      let counted: QuestionOutcome = 'skipped';
      if (outcome.kind === 'answer') {
        const { answer, coverage, evidence } = outcome.found;
        const engine = engineLabelOf(outcome.found);
        const saved = await this.saveOrFail(tx, projectId, questionId, { answer, coverage, evidence, runId, engine });
        counted = saved === 'invalid' ? 'failed' : saved ? 'succeeded' : 'skipped';
        if (counted === 'succeeded') await runStore.noteEngine(tx, runId, engine);
      } else if (outcome.kind === 'abstain') {
        // The engine now abstains: its earlier answer to the question goes.
        await deleteAiAnswer(tx, projectId, questionId);
        await recomputeProgress(tx, projectId);
      } else if (outcome.kind === 'error') {
        counted = 'failed';
      }
      const recorded = await runStore.recordQuestion(tx, runId, workerId, counted);
      // Lost the run to another worker: roll back this question's answer too.
      if (!recorded) throw new LostRunError();
      return recorded;
    }).catch((error: unknown) => {
      if (error instanceof LostRunError) return undefined;
      throw error;
    });
  }

  /** An engine answer our own validation refuses (a quote too long, no evidence) counts as failed, not as a crash. */
  private async saveOrFail(tx: Em, projectId: number, questionId: string, input: Parameters<AnswerService['saveAiAnswer']>[3]) {
    try {
      return await this.deps.answers.saveAiAnswer(tx, projectId, questionId, input);
    } catch (error) {
      if (error instanceof ValidationError) {
        this.deps.logger.warn({ err: error, runId: input.runId, questionId }, 'engine answer refused');
        return 'invalid' as const;
      }
      throw error;
    }
  }

  private async publish(runId: number, type?: RunEventType): Promise<AnalysisRun> {
    const run = await this.deps.orm.em.fork().findOneOrFail(AnalysisRun, runId);
    this.deps.bus.publish({ type: type ?? eventTypeOf(run.status), data: presentRun(run, this.deps.lookup) });
    return run;
  }
}

class LostRunError extends Error {}
