import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { untilAccessEnds } from '../../graphql/until-access-ends.js';
import type { Connection } from '../../lib/connection.js';
import { parseInput } from '../../lib/validation.js';
import { ProjectType } from '../projects/project.types.js';
import { QuestionType } from '../questions/question.types.js';
import { listRunsInput, runListMax, runsPageInput, startRunInput, suggestPassagesInput } from './analysis.inputs.js';
import type { AnalysisService } from './analysis.service.js';
import { AiEngineStatusType, AnalysisAllowanceType, AnalysisRunStartType, AnalysisRunType, AnalyzeDocumentsResultType, PassageSuggestionType, RubricElementType, RunProgressEventType } from './analysis.types.js';
import { AnalysisRunConnectionType } from './run-connection.types.js';
import { runsPage } from './run-page.js';
import { watchRun, type RunEvent } from './run-progress.js';

/**
 * The run's events for the subscription: the same access rule as REST (a run outside your workspaces is NOT_FOUND),
 * ending when you leave the workspace. An
 * AppError thrown here reaches the client with its code: the graphql-ws server formats errors like Apollo does.
 */
async function subscribeToRun({ args, context }: SubscribeResolverData<unknown, { runId: string }, Context>): Promise<AsyncIterable<RunEvent>> {
  const analysis = context.services.analysis;
  const run = await analysis.requireRun(context.em, context.user!, args.runId, 'viewer');
  return untilAccessEnds(context, run.project.id, watchRun(analysis.bus, run.id, () => analysis.view(context.em.fork(), run.id)));
}

@Resolver()
export class AnalysisResolver {
  @Authorized('admin')
  @Query(() => AiEngineStatusType, { description: 'The engine answering questions and the last check of its model, as /readyz reports it (administrators only).' })
  aiEngineStatus(@Ctx() ctx: AuthenticatedContext): AiEngineStatusType {
    return presentEngineStatus(ctx.services.analysis.engineStatus());
  }

  @Authorized('admin')
  @Mutation(() => AiEngineStatusType, {
    description: 'Checks the configured model again with one cheap call and answers the result, logged like the start-up check (administrators only); the offline engine has nothing to check.',
  })
  async checkAiModel(@Ctx() ctx: AuthenticatedContext): Promise<AiEngineStatusType> {
    await ctx.services.analysis.checkModel();
    return presentEngineStatus(ctx.services.analysis.engineStatus());
  }

  @Authorized()
  @Mutation(() => AnalysisRunStartType, {
    description:
      "Queues an AI analysis of the project's documents; the project takes the test type. 400 bad input, 402 the project's allowance or the month's free runs used, 409 a run is active, TOO_MANY_REQUESTS past the queued runs per user.",
  })
  async startAnalysisRun(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('testType', () => String, { description: 'One of Query.testTypes.' }) testType: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<AnalysisRunStartType> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'editor');
    return ctx.services.analysis.start(ctx.em, ctx.user, ctx.credential!, project, parseInput(startRunInput, { testType }));
  }

  @Authorized()
  @Mutation(() => AnalyzeDocumentsResultType, { description: 'The same analysis run to completion within the request.' })
  async analyzeDocuments(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('testType', () => String, { description: 'One of Query.testTypes.' }) testType: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<AnalyzeDocumentsResultType> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'editor');
    return ctx.services.analysis.analyzeNow(ctx.em, ctx.user, project, parseInput(startRunInput, { testType }));
  }

  @Authorized()
  @Mutation(() => AnalysisRunType, { description: 'Stops a queued or running run within 2 seconds, keeping the answers written so far. CONFLICT once it has ended.' })
  async cancelAnalysisRun(@Arg('runId', () => ID, { description: 'A run of one of your projects.' }) runId: string, @Ctx() ctx: AuthenticatedContext): Promise<AnalysisRunType> {
    return ctx.services.analysis.cancel(ctx.em, ctx.user, runId);
  }

  @Authorized()
  @Mutation(() => String, { description: 'A fresh short-lived stream token for the run (a reloaded page reattaches to GET /api/runs/{runId}/stream with it).' })
  async runStreamToken(@Arg('runId', () => ID, { description: 'A run of one of your projects.' }) runId: string, @Ctx() ctx: AuthenticatedContext): Promise<string> {
    return ctx.services.analysis.streamToken(ctx.em, ctx.user, ctx.credential!, runId);
  }

  @Authorized()
  @Query(() => AnalysisRunType, { description: "One run with its progress; NOT_FOUND for another user's run." })
  async analysisRun(@Arg('runId', () => ID, { description: 'A run of one of your projects.' }) runId: string, @Ctx() ctx: AuthenticatedContext): Promise<AnalysisRunType> {
    return ctx.services.analysis.get(ctx.em, ctx.user, runId);
  }

  @Authorized()
  @Query(() => [AnalysisRunType], { description: "The project's runs, newest first (limit 1-50, default 20)." })
  async analysisRuns(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('limit', () => Int, { nullable: true, description: 'Runs to answer, 1-50; 20 when null.' }) limit: number | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<AnalysisRunType[]> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'viewer');
    return ctx.services.analysis.list(ctx.em, project, parseInput(listRunsInput, { limit: limit ?? undefined }));
  }

  @Authorized()
  @Query(() => AnalysisRunConnectionType, { description: "The project's runs a page at a time, newest first; NOT_FOUND for another user's project." })
  async analysisRunsConnection(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('first', () => Int, { nullable: true, description: `Runs on the page, 1-${runListMax}; 20 when null.` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor; null for the first page." }) after?: string,
  ): Promise<Connection<AnalysisRunType>> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'viewer');
    return runsPage(ctx.em, project, parseInput(runsPageInput, { first, after }), ctx.services.analysis.lookup);
  }

  @Authorized()
  @Query(() => [PassageSuggestionType], {
    description: "Sentences of the project's documents that may address a question, best first (at most 5; empty when none match). For the person answering it: a suggestion is not an answer.",
  })
  async passageSuggestions(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('questionId', () => ID, { description: 'A question id of the bank, e.g. a-5-15.' }) questionId: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<PassageSuggestionType[]> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'viewer');
    const suggestions = await ctx.services.analysis.suggestPassages(ctx.em, project, parseInput(suggestPassagesInput, { questionId }));
    return suggestions.map((s) => ({ ...s, documentId: String(s.documentId) }));
  }

  @Authorized()
  @Subscription(() => RunProgressEventType, { subscribe: subscribeToRun, description: "A run's progress: the current state first, then each change, ending after a terminal event." })
  runProgress(@Arg('runId', () => ID, { description: 'A run of one of your projects.' }) _runId: string, @Root() event: RunEvent): RunProgressEventType {
    return event;
  }
}

@Resolver(() => ProjectType)
export class ProjectAnalysisResolver {
  @FieldResolver(() => AnalysisAllowanceType, { description: 'AI analysis runs started and allowed (SPEC 9).' })
  analysisRuns(@Root() project: ProjectType, @Ctx() ctx: Context): Promise<AnalysisAllowanceType> {
    return ctx.services.analysis.allowanceInList(ctx.em, Number(project.id));
  }
}

@Resolver(() => QuestionType)
export class QuestionRubricResolver {
  @FieldResolver(() => [RubricElementType], { description: 'The rubric elements, so AI evidence can say which requirement each quote supports.' })
  rubric(@Root() question: QuestionType, @Ctx() ctx: Context): RubricElementType[] {
    return (ctx.services.analysis.lookup(question.id)?.rubric ?? []).map(({ key, requirement, mustHave }) => ({ key, requirement, mustHave: mustHave === true }));
  }
}

function presentEngineStatus({ engine, check }: ReturnType<AnalysisService['engineStatus']>): AiEngineStatusType {
  if (!check) return { engine, model: null, provider: null, status: 'none', message: null, checkedAt: null };
  return { engine, model: check.model, provider: check.provider, status: check.status, message: check.message ?? null, checkedAt: check.checkedAt ? new Date(check.checkedAt) : null };
}
