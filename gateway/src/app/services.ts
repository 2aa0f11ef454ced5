import { apiTokenMessages } from '@gap/schema';
import type { Config } from '../config/env.js';
import { LocalChangeFeed, type ChangeFeed } from '../db/change-feed.js';
import type { Em, Orm } from '../db/orm.js';
import type { BodyPace } from '../http/body-pace.js';
import { HttpLifecycle } from '../http/lifecycle.js';
import { defaultJobWorkerOptions, type JobWorkerOptions } from '../jobs/job-worker.js';
import { Admission, type AdmissionLimits } from '../lib/admission.js';
import { LeaseTable, leasedUserSlots } from '../lib/leases.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { RateLimiter } from '../lib/rate-limiter.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import type { WorkMetrics } from '../metrics/work-metrics.js';
import { recordActivity } from '../modules/activity/activity.repository.js';
import { AnalysisRun } from '../modules/analysis/analysis-run.entity.js';
import { AnalysisService } from '../modules/analysis/analysis.service.js';
import type { AnalysisEngine } from '../modules/analysis/engine/engine.types.js';
import { createAnalysisEngine, createEvidencePipeline } from '../modules/analysis/engine/index.js';
import { runProgress, type RunProgress } from '../modules/analysis/run-progress.js';
import { defaultWorkerOptions, type WorkerOptions } from '../modules/analysis/run-worker.js';
import { presentRun } from '../modules/analysis/run.presenter.js';
import { StreamTokens } from '../modules/analysis/stream-token.js';
import { AnswerService } from '../modules/answers/answer.service.js';
import { ApiTokenService } from '../modules/api-tokens/api-token.service.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { Credentials } from '../modules/auth/credentials.js';
import { LoginThrottle, RegistrationThrottle, type ThrottleLimits } from '../modules/auth/login-throttle.js';
import { PasswordHasher } from '../modules/auth/password.js';
import { TokenService } from '../modules/auth/token.service.js';
import { Presence } from '../modules/collaboration/presence.js';
import { ProjectChanges } from '../modules/collaboration/project-changes.js';
import { CreditLedger } from '../modules/credits/credit-ledger.repository.js';
import { DocumentContentService } from '../modules/documents/document-content.service.js';
import { DocumentService } from '../modules/documents/document.service.js';
import { defaultExtractionLimits, ExtractionRunner, type ExtractionLimits } from '../modules/documents/extraction/extraction-runner.js';
import { extractionProgress, extractionReader, type ExtractionProgress } from '../modules/documents/extraction-progress.js';
import { storeEvidenceChunks } from '../modules/evidence/evidence.repository.js';
import { ApplicabilityService } from '../modules/gap/applicability.service.js';
import { GapExportService } from '../modules/gap/export/gap-export.service.js';
import { GapAssessmentService } from '../modules/gap/gap-assessment.service.js';
import { countLatestHighRiskFindings } from '../modules/gap/high-risk.repository.js';
import { CrawlJob } from '../modules/knowledge/crawl-job.entity.js';
import { crawlProgress, snapshotOf, type CrawlProgress } from '../modules/knowledge/crawl-progress.js';
import { LocalEncoder } from '../modules/knowledge/embeddings/local-encoder.js';
import { createKnowledgeService } from '../modules/knowledge/knowledge.factory.js';
import type { KnowledgeService, KnowledgeServiceOptions } from '../modules/knowledge/knowledge.service.js';
import { createPaymentProvider } from '../modules/payments/payment-provider.factory.js';
import { PaymentService } from '../modules/payments/payment.service.js';
import type { StripeWebhookService } from '../modules/payments/stripe-webhook.service.js';
import { DashboardService } from '../modules/projects/dashboard.service.js';
import { ProjectService } from '../modules/projects/project.service.js';
import { defaultQuestionBank } from '../modules/questions/question-bank.js';
import { QuestionService } from '../modules/questions/question.service.js';
import { TrialService } from '../modules/trial/trial.service.js';
import { InvitationService } from '../modules/workspaces/invitation.service.js';
import { WorkspaceService } from '../modules/workspaces/workspace.service.js';

/** The composition root: every service built once, shared by the REST facade and the GraphQL resolvers. */
export interface Services {
  auth: AuthService;
  tokens: TokenService;
  /** Personal API tokens (Authorization: Bearer gap_…), rate-limited per token. */
  apiTokens: ApiTokenService;
  /** Watches the credentials of open streams (graphql-ws, SSE), which end when theirs is revoked. */
  credentials: Credentials;
  credits: CreditLedger;
  payments: PaymentService;
  /** Present only with the Stripe provider and a webhook signing secret. */
  stripeWebhooks?: StripeWebhookService;
  projects: ProjectService;
  workspaces: WorkspaceService;
  /** Invitations to workspaces: single-use links, optionally emailed through `mailer`. */
  invitations: InvitationService;
  dashboard: DashboardService;
  documents: DocumentService;
  /** A document's original file and extracted text, for the in-product viewer. */
  documentContent: DocumentContentService;
  questions: QuestionService;
  answers: AnswerService;
  gap: GapAssessmentService;
  gapExport: GapExportService;
  applicability: ApplicabilityService;
  /** The free trial: a new account's credits and example project, and the worker that prepares the examples. */
  trial: TrialService;
  analysis: AnalysisService;
  /** The knowledge base; `knowledge.searchFor(question)` grounds findings in it. */
  knowledge: KnowledgeService;
  /**
   * The embedded sentence encoder the offline engine (also the OpenAI engine's fallback) and, unless OpenAI
   * embeddings are configured, the knowledge base share: its thread holds the model, so the server closes it last.
   */
  encoder: LocalEncoder;
  /** Admission control for long work; uploads of every kind share `uploads` (see lib/admission.ts), per user across gateways on PostgreSQL. */
  admission: { uploads: Admission; uploadPace: BodyPace };
  /** Requests in flight and open streams, as the graceful shutdown handles them. */
  lifecycle: HttpLifecycle;
  /** Sends invitation email through SMTP_URL; null when it is unset (the owner copies the link). */
  mailer: Mailer | null;
  /** A project's recorded changes, live on every gateway (GraphQL projectChanges). */
  projectChanges: ProjectChanges;
  /** Who has a project open and which question they edit, shared by every gateway. */
  presence: Presence;
}

export interface ServiceOptions {
  throttleLimits?: ThrottleLimits;
  logger?: Logger;
  /** Tests shrink these to exercise the parser timeout and heap limit. */
  extractionLimits?: Partial<ExtractionLimits>;
  /** Tests swap the analysis engine and speed up the run worker. */
  analysisEngine?: AnalysisEngine;
  analysisWorker?: Partial<WorkerOptions>;
  /** Tests speed up the extraction worker (poll, heartbeat, stale limit). */
  extractionWorker?: Partial<JobWorkerOptions>;
  /** Tests speed up the crawl worker (poll, heartbeat, stale limit). */
  crawlWorker?: Partial<JobWorkerOptions>;
  /** Tests swap the resolver and shrink crawl limits. */
  knowledge?: Partial<KnowledgeServiceOptions>;
  /** Tests shrink these to exercise 429/503 refusals. */
  admission?: { uploads?: Partial<AdmissionLimits>; uploadPace?: Partial<BodyPace> };
  /**
   * Set by the server once the database is open: with PostgreSQL, run and crawl progress and queued jobs are
   * announced to the other gateways through the change feed (LISTEN/NOTIFY); in memory otherwise.
   */
  shared?: { orm: Orm; feed: ChangeFeed };
  /** Tests shorten how long a presence lasts without a refresh (30 s). */
  presenceTtlSeconds?: number;
  /** Set by the server on PGlite: the notices statements send (live project changes, presence) arrive through it. */
  embedded?: { orm: Orm; feed?: ChangeFeed };
  /** Set by the server, whose middleware counts the requests in flight. */
  lifecycle?: HttpLifecycle;
  /** Set by the server when metrics are on: run and extraction durations are reported to it. */
  metrics?: WorkMetrics;
}

/** Async only because the clients of outside services (Stripe, OpenAI, Elasticsearch) load when configured. */
export async function createServices(config: Config, options: ServiceOptions = {}): Promise<Services> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const { metrics } = options;
  const feed = options.shared?.feed ?? options.embedded?.feed ?? new LocalChangeFeed();
  const credentials = new Credentials(feed, logger);
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const registrations = new RegistrationThrottle(config.registrationsPerIpPerHour);
  const apiTokens = new ApiTokenService(new RateLimiter(config.apiTokens.requestsPerMinute, 60_000, apiTokenMessages.rateLimited), credentials);
  const credits = new CreditLedger();
  const payments = new PaymentService(await createPaymentProvider(config.payments, logger), credits);
  const webhookSecret = config.payments.provider === 'stripe' ? config.payments.webhookSecret : undefined;
  const stripeWebhooks = webhookSecret
    ? new (await import('../modules/payments/stripe-webhook.service.js')).StripeWebhookService(webhookSecret, payments, logger)
    : undefined;
  // Removal from a workspace ends the removed member's open streams of it, as a revoked credential does.
  const workspaces = new WorkspaceService(
    config.workspaces,
    (userId) => credentials.revoked(userId),
    (tx, workspaceId, entry) => recordActivity(tx, { workspaceId }, entry),
  );
  const mailer = createMailer(config.mail);
  const invitations = new InvitationService(workspaces, config.workspaces, mailer, logger);
  const projects = new ProjectService(workspaces, config.quotas);
  const dashboard = new DashboardService(workspaces, countLatestHighRiskFindings);
  const extraction = new ExtractionRunner({
    ...defaultExtractionLimits,
    maxConcurrent: config.work.extractionsGlobal,
    maxHeapMb: config.work.extractionMaxHeapMb,
    ...options.extractionLimits,
  }, metrics && ((kind, outcome, seconds) => metrics.extractionEnded(kind, outcome, seconds)));
  // On PostgreSQL the upload slots one gateway holds are seen by all of them.
  const leases = options.shared ? new LeaseTable(options.shared.orm) : undefined;
  const questions = new QuestionService(defaultQuestionBank);
  const questionById = new Map(questions.bank.questions.map((q) => [q.id, q]));
  const progress = progressTopics(feed, options.shared?.orm, logger, (id) => questionById.get(id));
  // Extractions are claimed jobs like runs and crawls (WORKERS, stale limit); EXTRACTION_MAX_CONCURRENT at once per process.
  const documents = new DocumentService(projects, extraction, logger, storeEvidenceChunks, config.quotas, {
    feed,
    progress: progress.extractions,
    worker: {
      staleAfterSeconds: config.workers.staleAfterSeconds,
      recoverAllAtStart: !config.databaseUrl,
      retainEndedSeconds: config.work.extractionJobRetentionDays * 86_400,
      ...options.extractionWorker,
    },
    workersEnabled: config.workers.enabled,
    claimWaitMs: config.work.extractionClaimWaitMs,
  });
  const uploads = new Admission('uploads', {
    perUser: config.work.uploadsPerUser,
    global: config.work.uploadsGlobal,
    queue: config.work.uploadsQueue,
    queueTimeoutMs: config.work.uploadsQueueWaitMs,
    retryAfterSeconds: 10,
    ...options.admission?.uploads,
  }, leases ? leasedUserSlots(leases, 'uploads') : undefined);
  const answers = new AnswerService(projects, questions);
  // One embedded sentence encoder (one worker thread, started on first use) for the offline engine and, unless
  // OpenAI embeddings are configured, the knowledge base.
  const encoder = new LocalEncoder();
  // The offline engine's pipeline over the served question bank: both engines and the passage suggestions read through it.
  const pipeline = createEvidencePipeline({ bank: questions.bank.questions, encoder });
  const analysis = new AnalysisService({
    projects,
    questions,
    answers,
    documents,
    engine: options.analysisEngine ?? (await createAnalysisEngine(config, pipeline)),
    pipeline,
    bus: progress.runs,
    feed,
    streamTokens: new StreamTokens(config.jwtSecret),
    logger,
    // PGlite serves one process only, so at start-up any run still marked running belongs to a dead process.
    workerOptions: {
      ...defaultWorkerOptions,
      concurrency: config.workers.concurrency,
      staleAfterSeconds: config.workers.staleAfterSeconds,
      recoverAllAtStart: !config.databaseUrl,
      ...options.analysisWorker,
    },
    workersEnabled: config.workers.enabled,
    limits: config.analysisLimits,
    onRunEnded: metrics && ((status, seconds) => metrics.runEnded(status, seconds)),
  });
  // Crawls are claimed jobs like runs, with the same worker settings (WORKERS, WORKER_CONCURRENCY, stale limit).
  const knowledge = await createKnowledgeService(config, logger, encoder, {
    progress: progress.crawls,
    feed,
    worker: {
      ...defaultJobWorkerOptions,
      concurrency: config.workers.concurrency,
      staleAfterSeconds: config.workers.staleAfterSeconds,
      recoverAllAtStart: !config.databaseUrl,
      ...options.crawlWorker,
    },
    workersEnabled: config.workers.enabled,
    ...options.knowledge,
  });
  // Findings cite the knowledge base where it has matching content (a relevance threshold keeps unrelated chunks out).
  const gap = new GapAssessmentService(projects, questions, credits, (em, findings, requestId) => knowledge.searchForAll(em, findings, undefined, requestId));
  const gapExport = new GapExportService(gap);
  const applicability = new ApplicabilityService(projects, questions);
  // Example projects are prepared one at a time per gateway: a burst of sign-ups queues rather than crowding out runs.
  const trial = new TrialService(config.trial, credits, {
    seeder: { projects, documents, analysis, answers, gap, logger },
    feed,
    worker: { ...defaultJobWorkerOptions, concurrency: 1, staleAfterSeconds: config.workers.staleAfterSeconds, recoverAllAtStart: !config.databaseUrl },
    workersEnabled: config.workers.enabled,
  });
  // Registration writes the account's personal workspace and the trial it receives (credits, example project) in the
  // account's own transaction.
  const newAccounts = {
    welcome: async (tx: Em, userId: number) => {
      await workspaces.createPersonal(tx, userId);
      await trial.welcome(tx, userId);
    },
    welcomed: (userId: number) => trial.welcomed(userId),
  };
  const auth = new AuthService(tokens, new PasswordHasher(), new LoginThrottle(options.throttleLimits), registrations, credentials, newAccounts);
  return {
    auth,
    tokens,
    apiTokens,
    workspaces,
    invitations,
    credentials,
    credits,
    payments,
    stripeWebhooks,
    projects,
    dashboard,
    documents,
    documentContent: new DocumentContentService(projects),
    questions,
    answers,
    gap,
    gapExport,
    applicability,
    trial,
    analysis,
    knowledge,
    encoder,
    admission: { uploads, uploadPace: { ...config.work.uploadPace, ...options.admission?.uploadPace } },
    lifecycle: options.lifecycle ?? new HttpLifecycle(),
    mailer,
    projectChanges: new ProjectChanges(feed, logger),
    presence: new Presence(feed, logger, options.presenceTtlSeconds),
  };
}

/**
 * Job progress of runs, crawls and extractions: with PostgreSQL announced to the other gateways through the change
 * feed, which re-read the announced rows from the shared database; with PGlite the feed is local and nothing is re-read.
 */
function progressTopics(feed: ChangeFeed, orm: Orm | undefined, logger: Logger, lookup: Parameters<typeof presentRun>[1]): { runs: RunProgress; crawls: CrawlProgress; extractions: ExtractionProgress } {
  const fork = () => {
    if (!orm) throw new Error('only a gateway on a shared database re-reads the progress other gateways announce');
    return orm.em.fork();
  };
  return {
    runs: runProgress(feed, logger, async (runId) => {
      const run = await fork().findOne(AnalysisRun, runId);
      return run ? presentRun(run, lookup) : undefined;
    }),
    crawls: crawlProgress(feed, logger, async (jobId) => {
      const job = await fork().findOne(CrawlJob, jobId);
      return job ? snapshotOf(job) : undefined;
    }),
    extractions: extractionProgress(feed, logger, extractionReader(fork)),
  };
}
