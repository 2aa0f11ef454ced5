import type { Em, Orm } from '../../db/orm.js';
import { WorkerStopping } from '../../jobs/job-worker.js';
import { ConflictError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { AnalysisService } from '../analysis/analysis.service.js';
import type { AnswerService } from '../answers/answer.service.js';
import type { DocumentService } from '../documents/document.service.js';
import type { GapAssessmentService } from '../gap/gap-assessment.service.js';
import type { ProjectService } from '../projects/project.service.js';
import { testTypes } from '../questions/bank/index.js';
import { User } from '../users/user.entity.js';
import { saveExampleAnswers } from './example-answers.js';
import { exampleFiles } from './example-documents.js';
import { trialJobs, type TrialJobRow } from './trial-job.repository.js';

export interface SeederDeps {
  orm: Orm;
  projects: ProjectService;
  documents: DocumentService;
  analysis: AnalysisService;
  answers: AnswerService;
  gap: GapAssessmentService;
  logger: Logger;
}

/** The analysis reads every question of the bank; the assessment is of the smallest test type, answered in full. */
const analysedTestType = testTypes.full;
const assessedTestType = testTypes.clauses;
/** How often a run left by an interrupted attempt is looked at while it finishes. */
const runPollMs = 500;

/**
 * Prepares one account's example project through the product's own services, as a person would: uploads the
 * policies (extracted by the extraction workers), runs the analysis, answers by hand what it left, runs the gap
 * assessment without spending a credit, then leaves the project on the full test type so questions remain for the
 * person. Every step first looks at what is already there, so a job resumed after a restart carries on.
 */
export class ExampleSeeder {
  constructor(private readonly deps: SeederDeps) {}

  async process(jobId: number, workerId: string, signal: AbortSignal): Promise<void> {
    const { orm, logger } = this.deps;
    // Deleted with its project or account: nothing to prepare.
    const job = await trialJobs.find(orm.em.fork(), jobId);
    if (!job) return;
    const started = Date.now();
    try {
      await this.prepare(job, signal);
      await trialJobs.finish(orm.em.fork(), job, workerId, 'completed');
      logger.info({ jobId, projectId: job.projectId, ms: Date.now() - started }, 'example project prepared');
    } catch (error) {
      // Shutting down: the worker hands the job back and it resumes where it stopped.
      if (signal.reason instanceof WorkerStopping) return;
      // Deleted with its project (or account) meanwhile: nothing is left to finish.
      if (!(await trialJobs.find(orm.em.fork(), jobId))) {
        logger.info({ jobId, projectId: job.projectId }, 'example project deleted while it was prepared');
        return;
      }
      logger.error({ err: error, jobId, projectId: job.projectId }, 'example project could not be prepared');
      await trialJobs.finish(orm.em.fork(), job, workerId, 'failed', 'The example project could not be prepared.');
    }
  }

  private async prepare(job: TrialJobRow, signal: AbortSignal): Promise<void> {
    const step = <T>(work: (em: Em, owner: User) => Promise<T>) => this.step(job, signal, work);
    await step((em, owner) => this.uploadDocuments(em, owner, job.projectId, signal));
    await step((em, owner) => this.analyse(em, owner, job.projectId, signal));
    await step(async (em, owner) => {
      const project = await this.deps.projects.requireProject(em, owner, job.projectId, 'editor');
      await this.deps.answers.setTestType(em, project, { testType: assessedTestType });
      await saveExampleAnswers(this.deps.answers, em, owner, project, assessedTestType);
    });
    await step((em, owner) => this.assess(em, owner, job.projectId));
    await step(async (em, owner) => this.deps.answers.setTestType(em, await this.deps.projects.requireProject(em, owner, job.projectId, 'editor'), { testType: analysedTestType }));
  }

  /** Runs one step with a fresh EntityManager; a stopping gateway does not wait for it (it resumes after the restart). */
  private async step<T>(job: TrialJobRow, signal: AbortSignal, work: (em: Em, owner: User) => Promise<T>): Promise<T> {
    signal.throwIfAborted();
    const em = this.deps.orm.em.fork();
    const owner = await em.findOneOrFail(User, job.userId);
    return untilAborted(work(em, owner), signal);
  }

  /** The policies not uploaded yet (a resumed job finds the others there); an abandoned attempt stops before the next file. */
  private async uploadDocuments(em: Em, owner: User, projectId: number, signal: AbortSignal): Promise<void> {
    const present = new Set((await this.deps.documents.list(em, owner, projectId)).map((d) => d.name));
    for (const file of await exampleFiles()) {
      if (present.has(file.filename)) continue;
      signal.throwIfAborted();
      try {
        await this.deps.documents.upload(em, owner, projectId, file);
      } catch (error) {
        // Stored meanwhile by an earlier attempt whose extraction finished late.
        if (!(error instanceof ConflictError)) throw error;
      }
    }
  }

  /** A completed analysis: one already there, the end of one an earlier attempt started, or a new one. */
  private async analyse(em: Em, owner: User, projectId: number, signal: AbortSignal): Promise<void> {
    const project = await this.deps.projects.requireProject(em, owner, projectId, 'editor');
    const runs = () => this.deps.analysis.list(em.fork(), project, { limit: 20 });
    const active = (run: { status: string }) => run.status === 'queued' || run.status === 'running';
    while ((await runs()).some(active)) {
      signal.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, runPollMs));
    }
    if ((await runs()).some((run) => run.status === 'completed')) return;
    signal.throwIfAborted();
    const { run } = await this.deps.analysis.analyzeNow(em, owner, project, { testType: analysedTestType });
    if (run.status !== 'completed') throw new Error(`the example's analysis run ended ${run.status}`);
  }

  /** The complimentary assessment, once (an earlier attempt's stands). */
  private async assess(em: Em, owner: User, projectId: number): Promise<void> {
    if (await this.deps.gap.store.latest(em, projectId)) return;
    await this.deps.gap.run(em, owner, projectId, { complimentary: true });
  }
}

/** The work's result, or the signal's reason as soon as it is aborted (the work goes on and its outcome is dropped). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
