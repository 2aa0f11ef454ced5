import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { messages, type WorkspaceRole } from '@gap/schema';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em, Orm } from '../../db/orm.js';
import { perRequest } from '../../lib/batch-loader.js';
import { parseEntityId } from '../../lib/entity-id.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { holdProject, recordActivity } from '../activity/activity.repository.js';
import type { AnswerService } from '../answers/answer.service.js';
import type { Credential } from '../auth/credentials.js';
import type { DocumentService } from '../documents/document.service.js';
import { Project } from '../projects/project.entity.js';
import { recomputeProgress } from '../projects/project.repository.js';
import type { ProjectService } from '../projects/project.service.js';
import type { BankQuestion } from '../questions/bank/types.js';
import type { QuestionService } from '../questions/question.service.js';
import type { User } from '../users/user.entity.js';
import { analysisMessages } from './analysis-messages.js';
import { AnalysisRun } from './analysis-run.entity.js';
import type { ListRunsInput, StartRunInput, SuggestPassagesInput } from './analysis.inputs.js';
import type { AnalysisRunType } from './analysis.types.js';
import type { AnalysisEngine, ModelCheck } from './engine/engine.types.js';
import { suggestPassages, type EvidencePipeline, type PassageSuggestion } from './engine/index.js';
import { allowanceOf, allowancesOf, defaultRunLimits, requireReadableDocuments, requireAllowance, requireQueueRoom, requireTestType, type Allowance, type RunLimits } from './run-preconditions.js';
import { RunProcessor } from './run-processor.js';
import { watchRun, type RunProgress } from './run-progress.js';
import { AnalysisWorker, runQueueTopic, type WorkerOptions } from './run-worker.js';
import { presentRun } from './run.presenter.js';
import { runStore } from './run.repository.js';
import type { StreamTokens } from './stream-token.js';

/** 409 with the run that is already active, so a client can attach to it (REST body and GraphQL extensions). */
export class ActiveRunError extends ConflictError {
  constructor(readonly runId: number) {
    super(analysisMessages.alreadyRunning(runId), { runId: String(runId) });
  }
}

export interface AnalysisDeps {
  projects: ProjectService;
  questions: QuestionService;
  answers: AnswerService;
  documents: DocumentService;
  engine: AnalysisEngine;
  /** The offline engine's evidence pipeline: passage suggestions are its candidates. */
  pipeline: EvidencePipeline;
  bus: RunProgress;
  /** Tells the other gateways (PostgreSQL) that a run was queued; a no-op with PGlite. */
  feed: ChangeFeed;
  streamTokens: StreamTokens;
  logger: Logger;
  workerOptions: WorkerOptions;
  /** false: this process serves the API only (WORKERS=0); the other gateways process the runs. */
  workersEnabled: boolean;
  /** Runs one user may have queued at once and start free per month (defaults: 3 and 5). */
  limits?: RunLimits;
  /** Told each run this process ended, with its duration (metrics; nothing when off). */
  onRunEnded?(status: string, seconds: number): void;
}

/** AI analysis runs: started, watched, cancelled and listed by their owner; processed by the worker. */
export class AnalysisService {
  private worker?: AnalysisWorker;
  private readonly byId: Map<string, BankQuestion>;

  constructor(private readonly deps: AnalysisDeps) {
    this.byId = new Map(deps.questions.bank.questions.map((q) => [q.id, q]));
  }

  /**
   * Sentences of the project's documents a person answering the question should read first (best first, at
   * most five; none when nothing matches). Works with any engine configured: it is the offline engine's search.
   */
  async suggestPassages(em: Em, project: Project, { questionId }: SuggestPassagesInput): Promise<PassageSuggestion[]> {
    await this.deps.questions.requireActive(em, questionId);
    const question = this.byId.get(questionId);
    if (!question) throw new NotFoundError(messages.questionNotFound);
    return suggestPassages(this.deps.pipeline, em, project.id, question);
  }

  get bus(): RunProgress {
    return this.deps.bus;
  }

  get streamHeartbeatMs(): number {
    return this.deps.workerOptions.streamHeartbeatMs;
  }

  get streamTokens(): StreamTokens {
    return this.deps.streamTokens;
  }

  /**
   * Starts the worker once the database is open (recovering runs a stopped process left running), unless this
   * process serves the API only.
   */
  async startWorker(orm: Orm): Promise<void> {
    if (!this.deps.workersEnabled) return;
    const { engine, answers, bus, logger, workerOptions, questions, feed, onRunEnded } = this.deps;
    const questionsOf = (testType: string) => questions.bank.testTypes[testType];
    const processor = new RunProcessor({ orm, engine, answers, questionsOf, lookup: this.lookup, bus, logger, onEnded: onRunEnded });
    this.worker = new AnalysisWorker(orm, processor, bus, this.lookup, logger, workerOptions, feed);
    await this.worker.start();
  }

  /** Stops the worker; its runs are handed back to the queue (handBack false: left to the heartbeat, as by a crash). */
  async stopWorker(options: { handBack?: boolean } = {}): Promise<void> {
    this.modelCheck.abort();
    await this.worker?.stop(options);
  }

  private readonly modelCheck = new AbortController();

  /**
   * At start, in every process: one cheap call to the configured model (the offline engine has none), logged and
   * kept for /readyz. A failed check never stops the gateway: the rest of the product works without a model, and
   * runs report the provider's refusal themselves.
   */
  async checkModel(): Promise<ModelCheck | undefined> {
    const { engine, logger } = this.deps;
    if (!engine.check) return undefined;
    const check = await engine.check(this.modelCheck.signal);
    if (this.modelCheck.signal.aborted) return check;
    const fields = { model: check.model, provider: check.provider, status: check.status, reason: check.message };
    if (check.status === 'ok') logger.info(fields, 'AI model check passed');
    else if (check.status === 'refused') logger.error(fields, 'AI model check failed: the provider refused the call; analysis runs will fail until the OpenAI settings are corrected');
    else logger.warn(fields, 'AI model check failed: the provider did not answer; runs fall back to the offline engine while it stays unavailable');
    return check;
  }

  /** The engine as /readyz reports it: its name, and for a model the start-up check. */
  engineStatus(): { engine: string; check?: ModelCheck } {
    const { engine } = this.deps;
    return { engine: engine.name, ...(engine.lastCheck ? { check: engine.lastCheck } : {}) };
  }

  /** Queues a run of the test type over the project's documents; the project takes that test type. */
  async start(em: Em, owner: User, credential: Credential, project: Project, input: StartRunInput): Promise<{ run: AnalysisRunType; streamToken: string }> {
    const runId = await this.createRun(em, owner, project, input);
    this.announceQueued(runId);
    const run = await this.view(em, runId);
    return { run, streamToken: await this.deps.streamTokens.issue({ userId: owner.id, runId, credential }) };
  }

  /**
   * The same analysis run to completion within the request (POST /analyze-documents): processed by this
   * process's worker, or, in an API-only process, queued and awaited until another gateway has finished it.
   */
  async analyzeNow(em: Em, owner: User, project: Project, input: StartRunInput): Promise<{ answersFound: number; totalQuestions: number; run: AnalysisRunType }> {
    const worker = this.worker;
    const runId = await this.createRun(em, owner, project, input, worker?.id);
    if (worker) await worker.runHeld(runId);
    else await this.untilEnded(em, runId);
    const run = await this.view(em.fork(), runId);
    return { answersFound: run.succeeded, totalQuestions: run.totalQuestions, run };
  }

  async get(em: Em, owner: User, rawRunId: unknown): Promise<AnalysisRunType> {
    return presentRun(await this.requireRun(em, owner, rawRunId, 'viewer'), this.lookup);
  }

  /** The project's runs, newest first. */
  async list(em: Em, project: Project, { limit }: ListRunsInput): Promise<AnalysisRunType[]> {
    const runs = await em.find(AnalysisRun, { project: project.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
    return runs.map((run) => presentRun(run, this.lookup));
  }

  /** Stops a queued or running run (within 2 s); answers written so far stay. 409 once it has ended. */
  async cancel(em: Em, owner: User, rawRunId: unknown): Promise<AnalysisRunType> {
    const run = await this.requireRun(em, owner, rawRunId, 'editor');
    const outcome = await em.transactional(async (tx) => {
      await holdProject(tx, run.project.id);
      const asked = await runStore.requestCancel(tx, run.id);
      if (asked !== 'finished') await recordActivity(tx, { projectId: run.project.id }, { kind: 'run.cancelled', actorId: owner.id, subject: `Run ${run.id}`, subjectId: run.id });
      return asked;
    });
    if (outcome === 'finished') {
      const ended = await this.view(em, run.id);
      throw new ConflictError(analysisMessages.alreadyFinished(ended.status));
    }
    if (outcome === 'requested') this.worker?.abort(run.id);
    const view = await this.view(em, run.id);
    if (outcome === 'cancelled') this.deps.bus.publish({ type: 'cancelled', data: view });
    return view;
  }

  /** A fresh stream token for the owner's run (a reloaded page reattaches with it). */
  async streamToken(em: Em, owner: User, credential: Credential, rawRunId: unknown): Promise<string> {
    const run = await this.requireRun(em, owner, rawRunId, 'viewer');
    return this.deps.streamTokens.issue({ userId: owner.id, runId: run.id, credential });
  }

  /** The project's runs started and allowed (see allowanceOf: `allowed - used` is what it can still start now). */
  allowance(em: Em, projectId: number): Promise<Allowance> {
    return allowanceOf(em, projectId, this.limits);
  }

  private get limits(): RunLimits {
    return this.deps.limits ?? defaultRunLimits;
  }

  /** The same, batched per request: a list of projects asking for theirs makes one statement, not one per project. */
  allowanceInList(em: Em, projectId: number): Promise<Allowance> {
    return this.allowances(em).load(projectId);
  }

  private readonly allowances = perRequest((em: Em) => (projectIds: number[]) => allowancesOf(em, projectIds, this.limits));

  /**
   * The run when it exists and the caller's role in its project's workspace is at least `needed`: the same 404 for
   * anyone outside the workspace, 403 naming the role for a weaker member.
   */
  async requireRun(em: Em, caller: Pick<User, 'id'>, rawRunId: unknown, needed: WorkspaceRole): Promise<AnalysisRun> {
    const id = parseEntityId(rawRunId);
    const run = id === undefined ? null : await em.findOne(AnalysisRun, { id }, { refresh: true });
    const access = run ? await this.deps.projects.workspaces.projectAccess(em, caller.id, run.project.id, needed) : undefined;
    if (!run || !access) throw new NotFoundError(analysisMessages.runNotFound);
    return run;
  }

  async view(em: Em, runId: number): Promise<AnalysisRunType> {
    return presentRun(await em.findOneOrFail(AnalysisRun, runId, { refresh: true }), this.lookup);
  }

  readonly lookup = (id: string): BankQuestion | undefined => this.byId.get(id);

  private async createRun(em: Em, owner: User, project: Project, input: StartRunInput, claimedBy?: string): Promise<number> {
    const testType = requireTestType(this.deps.questions, input.testType);
    await requireReadableDocuments(em, this.deps.documents, project);
    const totalQuestions = this.deps.questions.bank.testTypes[testType]!.length;
    try {
      return await em.transactional(async (tx) => {
        // The trial's example being prepared: its seeded run is neither a free run of the month nor queued by the user.
        const start = { projectId: project.id, ownerId: owner.id, complimentary: project.examplePreparing };
        await requireAllowance(tx, start, this.limits);
        // The project's active run before the queue cap: the client attaches to it (409 naming it) rather than waits.
        const active = await runStore.activeRunOf(tx, project.id);
        if (active !== undefined) throw new ActiveRunError(active);
        await requireQueueRoom(tx, start, this.limits);
        const runId = await runStore.insert(tx, { projectId: project.id, ownerId: owner.id, testType, engine: this.deps.engine.name, totalQuestions, claimedBy });
        await recordActivity(tx, { projectId: project.id }, { kind: 'run.started', actorId: owner.id, subject: `Run ${runId}`, subjectId: runId, after: testType });
        await tx.nativeUpdate(Project, { id: project.id }, { testType, updatedAt: new Date() });
        await recomputeProgress(tx, project.id);
        return runId;
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const active = await em.fork().findOne(AnalysisRun, { project: project.id, status: { $in: ['queued', 'running'] } });
      throw new ActiveRunError(active?.id ?? 0);
    }
  }

  private announceQueued(runId: number): void {
    if (this.worker) this.worker.queued(runId);
    else this.deps.feed.notify(runQueueTopic, runId);
  }

  private async untilEnded(em: Em, runId: number): Promise<void> {
    const events = watchRun(this.deps.bus, runId, () => this.view(em.fork(), runId));
    this.announceQueued(runId);
    // The watch ends after the terminal event.
    for await (const _event of events);
  }
}
