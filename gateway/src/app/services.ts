import type { Config } from '../config/env.js';
import { createLogger, type Logger } from '../lib/logger.js';
import { AnswerService } from '../modules/answers/answer.service.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { LoginThrottle, type ThrottleLimits } from '../modules/auth/login-throttle.js';
import { PasswordHasher } from '../modules/auth/password.js';
import { TokenService } from '../modules/auth/token.service.js';
import { CreditLedger } from '../modules/credits/credit-ledger.service.js';
import { DocumentService } from '../modules/documents/document.service.js';
import { defaultExtractionLimits, ExtractionRunner, type ExtractionLimits } from '../modules/documents/extraction/extraction-runner.js';
import { createPaymentProvider } from '../modules/payments/payment-provider.factory.js';
import { PaymentService } from '../modules/payments/payment.service.js';
import { StripeWebhookService } from '../modules/payments/stripe-webhook.service.js';
import { DashboardService } from '../modules/projects/dashboard.service.js';
import { ProjectService } from '../modules/projects/project.service.js';
import { defaultQuestionBank } from '../modules/questions/question-bank.js';
import { QuestionService } from '../modules/questions/question.service.js';

/** The composition root: every service built once, shared by the REST facade and the GraphQL resolvers. */
export interface Services {
  auth: AuthService;
  tokens: TokenService;
  credits: CreditLedger;
  payments: PaymentService;
  /** Present only with the Stripe provider and a webhook signing secret. */
  stripeWebhooks?: StripeWebhookService;
  projects: ProjectService;
  dashboard: DashboardService;
  documents: DocumentService;
  questions: QuestionService;
  answers: AnswerService;
}

export interface ServiceOptions {
  throttleLimits?: ThrottleLimits;
  logger?: Logger;
  /** Tests shrink these to exercise the parser timeout and heap limit. */
  extractionLimits?: Partial<ExtractionLimits>;
}

export function createServices(config: Config, options: ServiceOptions = {}): Services {
  const tokens = new TokenService(config.jwtSecret, config.jwtTtlSeconds);
  const auth = new AuthService(tokens, new PasswordHasher(), new LoginThrottle(options.throttleLimits));
  const logger = options.logger ?? createLogger(config.logLevel);
  const credits = new CreditLedger();
  const payments = new PaymentService(createPaymentProvider(config.payments, logger), credits);
  const webhookSecret = config.payments.provider === 'stripe' ? config.payments.webhookSecret : undefined;
  const stripeWebhooks = webhookSecret ? new StripeWebhookService(webhookSecret, payments, logger) : undefined;
  const projects = new ProjectService();
  const dashboard = new DashboardService();
  const documents = new DocumentService(projects, new ExtractionRunner({ ...defaultExtractionLimits, ...options.extractionLimits }), logger);
  const questions = new QuestionService(defaultQuestionBank);
  const answers = new AnswerService(projects, questions);
  return { auth, tokens, credits, payments, stripeWebhooks, projects, dashboard, documents, questions, answers };
}
