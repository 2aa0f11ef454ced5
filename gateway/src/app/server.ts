import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Config } from '../config/env.js';
import { changeChannel, EmbeddedChangeFeed, PgChangeFeed } from '../db/change-feed.js';
import { databaseLane } from '../db/database-lanes.js';
import { isDatabaseReachable, openDatabase, type Database } from '../db/orm.js';
import { createApolloServer } from '../graphql/apollo.js';
import { buildGraphqlSchema } from '../graphql/schema.js';
import { attachSubscriptions } from '../graphql/subscriptions.js';
import { restErrorHandler } from '../http/error-handler.js';
import { HttpLifecycle } from '../http/lifecycle.js';
import { requestContext, requestFields } from '../http/request-context.js';
import { noStore, securityHeaders } from '../http/security-headers.js';
import { staticRoutes } from '../http/static.js';
import type { JobTable } from '../jobs/job-table.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { graphqlMetricsPlugin, productOperationNames } from '../metrics/graphql-metrics.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { answerMetrics, startMetricsServer, type MetricsServer } from '../metrics/metrics-endpoint.js';
import { GatewayMetrics, type JobQueueSource } from '../metrics/metrics.js';
import { runStore } from '../modules/analysis/run.repository.js';
import { apiDocsRoutes } from '../modules/api-docs/api-docs.routes.js';
import { extractionTable } from '../modules/documents/extraction-job.repository.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { crawlTable } from '../modules/knowledge/crawl-job.repository.js';
import { QuestionBankLoader } from '../modules/questions/question-bank.loader.js';
import { trialJobTable } from '../modules/trial/trial-job.repository.js';
import { graphqlApi, restApi } from './api-routes.js';
import { createServices, type ServiceOptions, type Services } from './services.js';

export interface RunningApp {
  url: string;
  httpServer: Server;
  database: Database;
  services: Services;
  logger: Logger;
  /** The metrics (undefined when off) and, with METRICS_PORT, the URL of their own listener. */
  metrics?: GatewayMetrics;
  metricsUrl?: string;
  /** Stops at once (tests): runs handed back, connections dropped. */
  close(): Promise<void>;
  /**
   * The graceful stop (SIGTERM): /readyz fails at once, no new connection is accepted, requests in flight
   * finish (up to graceMs), running analysis runs and crawls are handed back to the queue for another gateway, open
   * streams end with a reconnect hint, websockets close, then the database. Idempotent.
   */
  shutdown(options?: ShutdownOptions): Promise<void>;
}

export interface ShutdownOptions {
  /** How long requests in flight may take to finish (20 s). */
  graceMs?: number;
  /** The `retry:` an ended SSE stream sends: how long the browser waits before reconnecting (1 s). */
  retryMs?: number;
}

export interface StartOptions extends Omit<ServiceOptions, 'metrics'> {
  logger?: Logger;
}

/**
 * Starts the whole gateway. It listens first, serving the web client and /healthz at once, while the
 * database opens and migrates; /api, /graphql and /readyz wait for that (a first visit never waits on it).
 */
export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const app = express();
  app.disable('x-powered-by');
  // No ETag on res.send answers: those are the API's, never stored (Cache-Control: no-store), so hashing every
  // body was work nobody used (docs/decisions: API speed). Files (the web client, the API docs) keep theirs.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  requestFields(app.request);
  const httpServer = createServer(app);
  const lifecycle = new HttpLifecycle();
  const metrics = config.metrics.enabled ? new GatewayMetrics(logger) : undefined;

  const backend = startBackend(config, { ...options, lifecycle, metrics }, logger, httpServer);
  let started: Backend | undefined;
  // Awaited below; the catch keeps an early failure from being reported as unhandled.
  backend.then((b) => (started = b)).catch(() => undefined);
  // Once started, requests go straight through (no await, so no extra turns of the event loop per request).
  const whenReady = (pick: (b: Backend) => RequestHandler) => (req: Request, res: Response, next: NextFunction) => {
    if (started) return pick(started)(req, res, next);
    return backend.then((b) => pick(b)(req, res, next));
  };

  // First, so a request's time counts from its arrival; nothing is added to requests with metrics off.
  if (metrics) app.use(httpMetrics(metrics.httpDuration));
  app.use(lifecycle.track);
  app.use(securityHeaders(config));
  // On the gateway's port to the holder of METRICS_TOKEN; 404 when off or served on METRICS_PORT instead.
  app.get('/metrics', answerMetrics(config.metrics.port === undefined ? metrics : undefined, config.metrics.token, logger));
  app.use(['/api', '/graphql'], noStore, databaseLane, whenReady((b) => b.requestContext));
  app.use('/api', whenReady((b) => b.rest));
  app.use('/graphql', whenReady((b) => b.graphql));
  // After the API: its requests need not pass through this router (the paths do not overlap).
  app.use(healthRoutes(async () => isDatabaseReachable((await backend).database.orm), () => lifecycle.draining, () => (started ? { ai: started.services.analysis.engineStatus() } : {})));
  app.use(apiDocsRoutes());
  app.use(staticRoutes(config));
  app.use(restErrorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  let metricsServer: MetricsServer | undefined;
  let ready: Backend;
  try {
    if (metrics && config.metrics.port !== undefined) {
      metricsServer = await startMetricsServer(metrics, { host: config.metrics.host, port: config.metrics.port, token: config.metrics.token }, logger);
    }
    ready = await backend;
  } catch (error) {
    httpServer.closeAllConnections();
    httpServer.close();
    await metricsServer?.close();
    // A failed listen leaves the backend starting: it is closed once it is up, its own failure already reported.
    void backend.then((b) => b.stop().then(() => b.database.close())).catch(() => undefined);
    throw error;
  }
  logger.info({ url, database: config.databaseUrl ? 'postgresql' : 'pglite', metrics: metricsServer?.url ?? (metrics ? `${url}/metrics` : undefined) }, 'gateway listening');
  if (metricsServer && !config.metrics.token && !isLoopback(config.metrics.host)) {
    logger.warn({ metrics: metricsServer.url }, 'metrics are served without a token on a non-loopback address (set METRICS_TOKEN, or keep the port off the public network)');
  }

  let stopping: Promise<void> | undefined;
  const close = async () => {
    await ready.stop();
    httpServer.closeAllConnections();
    await new Promise((resolve) => httpServer.close(resolve));
    await metricsServer?.close();
    await ready.database.close();
  };
  const shutdown = async ({ graceMs = 20_000, retryMs = 1000 }: ShutdownOptions = {}) => {
    lifecycle.draining = true;
    const closed = new Promise((resolve) => httpServer.close(resolve));
    httpServer.closeIdleConnections();
    const finished = await lifecycle.idle(graceMs);
    if (!finished) logger.warn({ inFlight: lifecycle.inFlightCount }, 'requests still in flight after the grace period; closing them');
    // Hand the runs back before the streams end, so a reconnecting browser finds its run queued for another gateway.
    // The example projects first: their preparation waits on runs and extractions, and resumes after them.
    await ready.services.trial.stopWorker();
    await ready.services.analysis.stopWorker();
    await ready.services.knowledge.stopWorker();
    await ready.services.documents.stopWorker();
    const streams = await lifecycle.closeStreams(retryMs);
    await ready.stop();
    httpServer.closeAllConnections();
    await closed;
    await metricsServer?.close();
    await ready.database.close();
    logger.info({ streams }, 'gateway stopped');
  };

  return {
    url,
    httpServer,
    database: ready.database,
    services: ready.services,
    logger,
    metrics,
    metricsUrl: metricsServer?.url,
    close: () => (stopping ??= close()),
    shutdown: (shutdownOptions) => (stopping ??= shutdown(shutdownOptions)),
  };
}

/** The job queues (every kind) and, on PostgreSQL, the connection pool, read by the metrics at each scrape. */
function watchDatabase(metrics: GatewayMetrics, database: Database): void {
  const { orm } = database;
  const kinds: [string, Pick<JobTable, 'queueStats'>][] = [
    ['analysis_run', runStore],
    ['extraction', extractionTable],
    ['crawl', crawlTable],
    ['trial_example', trialJobTable],
  ];
  metrics.watchJobQueues(kinds.map(([kind, table]): JobQueueSource => ({ kind, stats: () => table.queueStats(orm.em.fork()) })));
  if (database.poolStats) metrics.watchPool(database.poolStats);
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

interface Backend {
  database: Database;
  services: Services;
  requestContext: RequestHandler;
  rest: Router;
  graphql: Router;
  stop(): Promise<void>;
}

/** Everything that needs the database: opened, migrated and loaded once, then routed to. */
async function startBackend(config: Config, options: StartOptions & { metrics?: GatewayMetrics }, logger: Logger, httpServer: Server): Promise<Backend> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, migrationLockTimeoutSeconds: config.migrationLockTimeoutSeconds, dataDir: config.dataDir, logger });
  // Several gateways on one PostgreSQL share progress and queued runs through LISTEN/NOTIFY on their own connection.
  const feed = config.databaseUrl ? await PgChangeFeed.open(config.databaseUrl, logger).catch(async (error: unknown) => {
    await database.close();
    throw error;
  }) : undefined;
  try {
    const { orm } = database;
    // PGlite: one process, but statements' own notices (live project changes, presence) still arrive after commit.
    const embeddedFeed = feed || !database.listen ? undefined : new EmbeddedChangeFeed(logger);
    if (embeddedFeed) await database.listen!(changeChannel, (payload) => embeddedFeed.dispatch(payload));
    const services = await createServices(config, { ...options, logger, ...(feed ? { shared: { orm, feed } } : { embedded: { orm, feed: embeddedFeed } }) });
    // Not awaited: the check is logged and shown on /readyz, and a slow or refusing provider never holds the start.
    void services.analysis.checkModel();
    // The bank ships with the code; its database copy is what answers reference. Cheap when unchanged.
    await new QuestionBankLoader(logger).load(orm.em.fork(), services.questions.bank);
    const schema = await buildGraphqlSchema();
    const { metrics } = options;
    const apollo = createApolloServer(schema, httpServer, config.isProduction, metrics ? [graphqlMetricsPlugin(metrics.graphqlDuration, await productOperationNames())] : []);
    if (metrics) watchDatabase(metrics, database);
    await apollo.start();
    const subscriptions = attachSubscriptions(httpServer, schema, orm, services, logger, config.isProduction);
    await services.analysis.startWorker(orm);
    await services.knowledge.startWorker(orm);
    await services.documents.startWorker(orm);
    await services.trial.startWorker(orm);
    return {
      database,
      services,
      requestContext: requestContext(orm, logger),
      rest: restApi(services),
      graphql: graphqlApi(apollo, services),
      async stop() {
        await services.trial.stopWorker();
        await services.analysis.stopWorker();
        await services.documents.close();
        await services.knowledge.close();
        await services.encoder.close();
        await subscriptions.close();
        await apollo.stop();
        await feed?.close();
      },
    };
  } catch (error) {
    await feed?.close();
    await database.close();
    throw error;
  }
}
