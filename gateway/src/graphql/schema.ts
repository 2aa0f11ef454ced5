import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AnswerResolver } from '../modules/answers/answer.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CreditResolver } from '../modules/credits/credit.resolver.js';
import { DocumentResolver } from '../modules/documents/document.resolver.js';
import { PaymentResolver } from '../modules/payments/payment.resolver.js';
import { ProjectResolver } from '../modules/projects/project.resolver.js';
import { QuestionResolver } from '../modules/questions/question.resolver.js';
import { authChecker } from './auth-checker.js';

/** Every resolver of the API, listed explicitly. */
export const resolvers = [AuthResolver, CreditResolver, PaymentResolver, ProjectResolver, DocumentResolver, QuestionResolver, AnswerResolver] as const;

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, authChecker, validate: false });
}
