import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStats } from '../jobs/job-table.js';
import type { Logger } from '../lib/logger.js';
import type { WorkMetrics } from './work-metrics.js';

/** One job kind's queue, read at scrape time. */
export interface JobQueueSource {
  /** The `kind` label: analysis_run, extraction, crawl, trial_example. */
  kind: string;
  stats(): Promise<QueueStats>;
}

/** The database connection pool as pg reports it (PostgreSQL only: PGlite is one connection, no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** A scrape waits this long at most for the queue statements (a saturated pool must not hang the scrape). */
const queueReadTimeoutMs = 5000;

/**
 * The gateway's Prometheus metrics (docs/metrics.md), one registry per running app: process and event-loop
 * metrics from prom-client's defaults, HTTP and GraphQL durations observed as requests end, analysis and
 * extraction durations reported by the work itself, and the job queues and the connection pool read at scrape
 * time. Nothing of it exists with metrics off.
 */
export class GatewayMetrics implements WorkMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly graphqlDuration: Histogram<'operation' | 'type' | 'outcome'>;
  private readonly runDuration: Histogram<'status'>;
  private readonly extractionDuration: Histogram<'kind' | 'outcome'>;
  private readonly collectErrors: Counter<'source'>;
  private queues: JobQueueSource[] = [];
  /** The reading of the queues the gauges of the scrape in progress share. */
  private queueReading?: Promise<Map<string, QueueStats> | undefined>;

  constructor(private readonly logger: Logger) {
    const registers = [this.registry];
    // prom-client calls a gauge's collect() with the gauge as `this`; the callbacks need the service.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const metrics = this;
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route template (never the raw path) and status code ("aborted": the client went away first).',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operations over HTTP by operation name (the product\'s own; others "other", unnamed "anonymous"), type and outcome.',
      labelNames: ['operation', 'type', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.runDuration = new Histogram({
      name: 'gap_analysis_run_duration_seconds',
      help: 'Analysis runs processed to their end by this gateway, by end status: first start to end (database clock).',
      labelNames: ['status'],
      buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
      registers,
    });
    this.extractionDuration = new Histogram({
      name: 'gap_extraction_duration_seconds',
      help: 'Document text extractions in a worker thread by file kind and outcome (ok, encrypted, unreadable, timeout, crashed, stopped, error).',
      labelNames: ['kind', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
      registers,
    });
    this.collectErrors = new Counter({
      name: 'gap_metrics_collect_errors_total',
      help: 'Scrapes that could not read a source (job_queues: the database did not answer in time or failed).',
      labelNames: ['source'],
      registers,
    });
    const queueGauge = (name: string, help: string, pick: (stats: QueueStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['kind'],
        registers,
        collect: async function (this: Gauge<'kind'>) {
          const stats = await (metrics.queueReading ?? metrics.readQueues());
          this.reset();
          for (const [kind, s] of stats ?? []) this.set({ kind }, pick(s));
        },
      });
    queueGauge('gap_job_queue_depth', 'Jobs queued (waiting for a worker) per kind, in the whole installation (every gateway reports the same).', (s) => s.queued);
    queueGauge('gap_job_queue_oldest_age_seconds', 'Age of the oldest queued job per kind (0: none queued), database clock.', (s) => s.oldestQueuedSeconds);
    queueGauge('gap_jobs_running', 'Jobs running (claimed by a worker on any gateway) per kind.', (s) => s.running);
  }

  /** The job tables to report at each scrape (set once the database is open). */
  watchJobQueues(sources: JobQueueSource[]): void {
    this.queues = sources;
  }

  /** The PostgreSQL pool to report at each scrape; never called with PGlite, which then has no pool gauges at all. */
  watchPool(stats: () => PoolStats): void {
    const registers = [this.registry];
    const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect(this: Gauge) {
          this.set(pick(stats()));
        },
      });
    poolGauge('gap_db_pool_connections_in_use', 'PostgreSQL connections of this gateway\'s pool checked out by a query or transaction.', (s) => s.total - s.idle);
    poolGauge('gap_db_pool_connections_idle', 'PostgreSQL connections open in the pool and free.', (s) => s.idle);
    poolGauge('gap_db_pool_waiting_requests', 'Queries waiting for a pool connection (the pool is at its maximum and all are in use).', (s) => s.waiting);
    poolGauge('gap_db_pool_max_connections', 'The pool\'s size limit (DATABASE_POOL_MAX).', (s) => s.max);
  }

  runEnded(status: string, seconds: number): void {
    this.runDuration.observe({ status }, Math.max(0, seconds));
  }

  extractionEnded(kind: string, outcome: string, seconds: number): void {
    this.extractionDuration.observe({ kind, outcome }, seconds);
  }

  /** The Prometheus text exposition of every metric; the queues are read once for it (its three gauges share the reading). */
  async render(): Promise<string> {
    const reading = this.readQueues();
    this.queueReading = reading;
    try {
      return await this.registry.metrics();
    } finally {
      if (this.queueReading === reading) this.queueReading = undefined;
    }
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every kind's queue (the statements run together); undefined (the gauges left empty, the error counted) when it failed. */
  private readQueues(): Promise<Map<string, QueueStats> | undefined> {
    const sources = this.queues;
    let timer: NodeJS.Timeout | undefined;
    const reading = Promise.all(sources.map(async (source) => [source.kind, await source.stats()] as const)).then((entries) => new Map(entries));
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the job queues did not answer within ${queueReadTimeoutMs} ms`)), queueReadTimeoutMs)));
    const result = Promise.race([reading, timeout])
      .catch((error: unknown) => {
        this.collectErrors.inc({ source: 'job_queues' });
        this.logger.warn({ err: error }, 'metrics: could not read the job queues');
        return undefined;
      })
      .finally(() => clearTimeout(timer));
    // A late answer after the timeout is dropped, not left unhandled.
    reading.catch(() => undefined);
    return result;
  }
}
