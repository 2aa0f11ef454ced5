import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ActivityResolver } from '../modules/activity/activity.resolver.js';
import { AnalysisResolver, ProjectAnalysisResolver, QuestionRubricResolver } from '../modules/analysis/analysis.resolver.js';
import { AnswerResolver } from '../modules/answers/answer.resolver.js';
import { ApiTokenResolver } from '../modules/api-tokens/api-token.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CollaborationResolver } from '../modules/collaboration/collaboration.resolver.js';
import { CreditResolver, WorkspaceCreditsResolver } from '../modules/credits/credit.resolver.js';
import { DocumentResolver } from '../modules/documents/document.resolver.js';
import { AnswerProjectionResolver } from '../modules/gap/answer-projection.resolver.js';
import { GapResolver } from '../modules/gap/gap.resolver.js';
import { KnowledgeResolver } from '../modules/knowledge/knowledge.resolver.js';
import { PaymentResolver } from '../modules/payments/payment.resolver.js';
import { ProjectRoleResolver } from '../modules/projects/project-role.resolver.js';
import { ProjectResolver } from '../modules/projects/project.resolver.js';
import { QuestionResolver } from '../modules/questions/question.resolver.js';
import { TrialResolver } from '../modules/trial/trial.resolver.js';
import { InvitationResolver } from '../modules/workspaces/invitation.resolver.js';
import { WorkspaceResolver } from '../modules/workspaces/workspace.resolver.js';
import { authChecker } from './auth-checker.js';
import { DateTimeIsoScalar } from './date-time.scalar.js';

/** Every resolver of the API, listed explicitly. */
export const resolvers = [AuthResolver, CreditResolver, PaymentResolver, ProjectResolver, DocumentResolver, QuestionResolver, AnswerResolver, AnalysisResolver, ProjectAnalysisResolver, QuestionRubricResolver, GapResolver, AnswerProjectionResolver, KnowledgeResolver, ApiTokenResolver, TrialResolver, WorkspaceResolver, InvitationResolver, WorkspaceCreditsResolver, ProjectRoleResolver, ActivityResolver, CollaborationResolver] as const;

/** Descriptions of the root types (type-graphql has no decorator for them). */
const rootDescriptions = {
  Query: 'Reads. Every field needs a bearer token except creditPackages, paymentConfig and trialOffer.',
  Mutation: 'Writes. Every field needs a bearer token except register and login.',
  Subscription: 'Progress streams over graphql-ws on /graphql; the token goes in connectionParams.',
} as const;

export async function buildGraphqlSchema(): Promise<GraphQLSchema> {
  // Subscriptions bring their own event sources (subscribe functions); type-graphql still wants a pubSub to exist.
  const schema = await buildSchema({ resolvers, authChecker, validate: false, pubSub: createPubSub(), scalarsMap: [{ type: Date, scalar: DateTimeIsoScalar }] });
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root) root.description = rootDescriptions[root.name as keyof typeof rootDescriptions];
  }
  return schema;
}
