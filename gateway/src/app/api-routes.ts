import type { ApolloServer } from '@apollo/server';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { limits } from '@gap/schema';
import { apolloHandler } from '../graphql/apollo-express.js';
import type { Context } from '../graphql/context.type.js';
import { HttpContext } from '../graphql/http-context.js';
import { graphqlErrorHandler, guardDocument, paceMultipart, refuseAnonymousMultipart, refuseReadOnlyMultipart, rejectUnsafeMultipartText } from '../graphql/http-guard.js';
import { authenticateRequest, refuseReadOnlyWrites } from '../http/authenticate.js';
import { jsonBodyByCaller } from '../http/body-limits.js';
import { apiNotFound } from '../http/error-handler.js';
import { activityRoutes } from '../modules/activity/activity.routes.js';
import { analysisRoutes } from '../modules/analysis/analysis.routes.js';
import { answerRoutes } from '../modules/answers/answer.routes.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { creditRoutes } from '../modules/credits/credit.routes.js';
import { documentRoutes } from '../modules/documents/document.routes.js';
import { applicabilityRoutes } from '../modules/gap/applicability.routes.js';
import { gapExportRoutes } from '../modules/gap/export/gap-export.routes.js';
import { gapRoutes } from '../modules/gap/gap.routes.js';
import { knowledgeRoutes } from '../modules/knowledge/knowledge.routes.js';
import { paymentRoutes } from '../modules/payments/payment.routes.js';
import { stripeWebhookRoutes } from '../modules/payments/stripe-webhook.routes.js';
import { projectRoutes } from '../modules/projects/project.routes.js';
import { questionRoutes } from '../modules/questions/question.routes.js';
import { invitationRoutes } from '../modules/workspaces/invitation.routes.js';
import { workspaceRoutes } from '../modules/workspaces/workspace.routes.js';
import type { Services } from './services.js';

/** The REST facade: every /api route, all calling the shared services. */
export function restApi(services: Services): Router {
  const router = Router();
  // Before the JSON parser: Stripe signs the raw body.
  router.use('/stripe/webhook', stripeWebhookRoutes(services));
  router.use(
    authenticateRequest(services),
    refuseReadOnlyWrites,
    jsonBodyByCaller(),
    authRoutes(services),
    creditRoutes(services),
    paymentRoutes(services),
    projectRoutes(services),
    documentRoutes(services),
    questionRoutes(services),
    answerRoutes(services),
    applicabilityRoutes(services),
    gapRoutes(services),
    gapExportRoutes(services),
    analysisRoutes(services),
    knowledgeRoutes(services),
    workspaceRoutes(services),
    activityRoutes(services),
    invitationRoutes(services),
    apiNotFound,
  );
  return router;
}

/** GraphQL over HTTP: uploads (multipart, CSRF-guarded), JSON, and Apollo with a per-request context. */
export function graphqlApi(apollo: ApolloServer<Context>, services: Services): Router {
  const router = Router();
  router.use(
    multipartOnly(rejectMultipartWithoutPreflight),
    authenticateRequest(services),
    multipartOnly(
      refuseAnonymousMultipart,
      refuseReadOnlyMultipart,
      paceMultipart(services.admission.uploadPace),
      graphqlUploadExpress({ maxFileSize: limits.uploadMaxBytes, maxFiles: limits.uploadMaxFiles }),
      rejectUnsafeMultipartText,
    ),
    jsonBodyByCaller(),
    guardDocument,
    // The token, the address and the user entity are worked out when a resolver asks (see HttpContext).
    apolloHandler(apollo, async (req): Promise<Context> => new HttpContext(req, services)),
    graphqlErrorHandler,
  );
  return router;
}

/**
 * Handlers that only concern uploads, skipped at once for the JSON requests that are nearly all of them (a
 * Content-Type without "multipart" in it cannot be one, and is not parsed to find that out).
 */
function multipartOnly(...handlers: RequestHandler[]): RequestHandler {
  const chain = Router().use(...handlers);
  return (req, res, next) => (/multipart/i.test(req.headers['content-type'] ?? '') && req.is('multipart/form-data') ? chain(req, res, next) : next());
}

/**
 * Multipart GraphQL requests (uploads) must carry a header a browser cannot send cross-site without a
 * preflight; refused before any file is streamed. Apollo's CSRF prevention checks the other content types.
 */
function rejectMultipartWithoutPreflight(req: Request, res: Response, next: NextFunction): void {
  if (req.is('multipart/form-data') && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
    res.status(400).json({
      message:
        "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a 'content-type' header (with a type that is not one of application/x-www-form-urlencoded, multipart/form-data, text/plain) or provide a non-empty value for one of the following headers: x-apollo-operation-name, apollo-require-preflight",
    });
    return;
  }
  next();
}
