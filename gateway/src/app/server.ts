import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Config } from '../config/env.js';
import { isDatabaseReachable, openDatabase, type Database } from '../db/orm.js';
import { createApolloServer } from '../graphql/apollo.js';
import { buildGraphqlSchema } from '../graphql/schema.js';
import { attachSubscriptions } from '../graphql/subscriptions.js';
import { restErrorHandler } from '../http/error-handler.js';
import { requestContext } from '../http/request-context.js';
import { staticRoutes } from '../http/static.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { QuestionBankLoader } from '../modules/questions/question-bank.loader.js';
import { graphqlApi, restApi } from './api-routes.js';
import { createServices, type ServiceOptions, type Services } from './services.js';

export interface RunningApp {
  url: string;
  httpServer: Server;
  database: Database;
  services: Services;
  logger: Logger;
  close(): Promise<void>;
}

export interface StartOptions extends ServiceOptions {
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
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);

  const backend = startBackend(config, options, logger, httpServer);
  backend.catch(() => undefined); // awaited below; keeps an early failure from being reported as unhandled
  const whenReady = (pick: (b: Backend) => Router) => async (req: Request, res: Response, next: NextFunction) => {
    pick(await backend)(req, res, next);
  };

  app.use(healthRoutes(async () => isDatabaseReachable((await backend).database.orm)));
  app.use(['/api', '/graphql'], whenReady((b) => b.requestContext));
  app.use('/api', whenReady((b) => b.rest));
  app.use('/graphql', whenReady((b) => b.graphql));
  app.use(staticRoutes(config));
  app.use(restErrorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  let ready: Backend;
  try {
    ready = await backend;
  } catch (error) {
    httpServer.closeAllConnections();
    httpServer.close();
    throw error;
  }
  logger.info({ url, database: config.databaseUrl ? 'postgresql' : 'pglite' }, 'gateway listening');

  return {
    url,
    httpServer,
    database: ready.database,
    services: ready.services,
    logger,
    async close() {
      await ready.stop();
      httpServer.closeAllConnections();
      await new Promise((resolve) => httpServer.close(resolve));
      await ready.database.close();
    },
  };
}

interface Backend {
  database: Database;
  services: Services;
  requestContext: Router;
  rest: Router;
  graphql: Router;
  stop(): Promise<void>;
}

/** Everything that needs the database: opened, migrated and loaded once, then routed to. */
async function startBackend(config: Config, options: StartOptions, logger: Logger, httpServer: Server): Promise<Backend> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    const { orm } = database;
    const services = createServices(config, { ...options, logger });
    // The bank ships with the code; its database copy is what answers reference. Cheap when unchanged.
    await new QuestionBankLoader(logger).load(orm.em.fork(), services.questions.bank);
    const schema = await buildGraphqlSchema();
    const apollo = createApolloServer(schema, httpServer, config.isProduction);
    await apollo.start();
    const subscriptions = attachSubscriptions(httpServer, schema, orm, services, logger);
    const context = express.Router().use(requestContext(orm, logger));
    return {
      database,
      services,
      requestContext: context,
      rest: restApi(services),
      graphql: graphqlApi(apollo, services),
      async stop() {
        await subscriptions.close();
        await apollo.stop();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
