import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { limits } from '@gap/schema';
import type { Config } from '../config/env.js';
import { openDatabase, type Database } from '../db/orm.js';
import { createApolloServer } from '../graphql/apollo.js';
import type { Context } from '../graphql/context.type.js';
import { buildGraphqlSchema } from '../graphql/schema.js';
import { attachSubscriptions } from '../graphql/subscriptions.js';
import { apiNotFound, restErrorHandler } from '../http/error-handler.js';
import { bearerToken, requestContext } from '../http/request-context.js';
import { staticRoutes } from '../http/static.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { answerRoutes } from '../modules/answers/answer.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { creditRoutes } from '../modules/credits/credit.routes.js';
import { documentRoutes } from '../modules/documents/document.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { paymentRoutes } from '../modules/payments/payment.routes.js';
import { projectRoutes } from '../modules/projects/project.routes.js';
import { QuestionBankLoader } from '../modules/questions/question-bank.loader.js';
import { questionRoutes } from '../modules/questions/question.routes.js';
import { stripeWebhookRoutes } from '../modules/payments/stripe-webhook.routes.js';
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

/** Builds and starts the whole gateway: database and migrations, REST facade, GraphQL over HTTP and WebSocket, static files. */
export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  const { orm } = database;
  const services = createServices(config, { ...options, logger });
  // The bank ships with the code; its database copy is what answers reference. Cheap when unchanged.
  await new QuestionBankLoader(logger).load(orm.em.fork(), services.questions.bank).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const schema = await buildGraphqlSchema();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);
  const apollo = createApolloServer(schema, httpServer, config.isProduction);
  await apollo.start();
  const subscriptions = attachSubscriptions(httpServer, schema, orm, services, logger);

  app.use(healthRoutes(orm));
  app.use(requestContext(orm, logger));
  // Before the JSON parser: Stripe signs the raw body.
  app.use('/api/stripe/webhook', stripeWebhookRoutes(services));

  app.use('/api', express.json({ limit: '256kb' }), authRoutes(services), creditRoutes(services), paymentRoutes(services), projectRoutes(services), documentRoutes(services), questionRoutes(services), answerRoutes(services), apiNotFound);

  app.use(
    '/graphql',
    rejectMultipartWithoutPreflight,
    graphqlUploadExpress({ maxFileSize: limits.uploadMaxBytes, maxFiles: limits.uploadMaxFiles }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<Context> => ({
        em: req.em,
        user: await services.auth.authenticate(req.em, bearerToken(req.get('authorization'))),
        requestId: req.id,
        ip: req.ip ?? 'unknown',
        log: req.log,
        services,
      }),
    }),
  );

  app.use(staticRoutes(config));
  app.use(restErrorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  logger.info({ url, database: config.databaseUrl ? 'postgresql' : 'pglite' }, 'gateway listening');

  return {
    url,
    httpServer,
    database,
    services,
    logger,
    async close() {
      await subscriptions.close();
      await apollo.stop();
      httpServer.closeAllConnections();
      await database.close();
    },
  };
}

/**
 * Multipart GraphQL requests (uploads) must carry a header a browser cannot send cross-site without a
 * preflight; refused before any file is streamed. Apollo's CSRF prevention checks the other content types.
 */
function rejectMultipartWithoutPreflight(req: Request, res: Response, next: NextFunction): void {
  if (req.is('multipart/form-data') && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
    res.status(400).json({
      message: "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight",
    });
    return;
  }
  next();
}
