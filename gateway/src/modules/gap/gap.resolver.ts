import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { mapConnection, type Connection } from '../../lib/connection.js';
import { parseInput } from '../../lib/validation.js';
import type { Applicability } from '../answers/answer.entity.js';
import { presentAnswer } from '../answers/answer.presenter.js';
import { AssessmentAnswerType, ApplicabilityEnum } from '../answers/answer.types.js';
import { applicabilityInput, questionIdInput } from './applicability.inputs.js';
import { GapFindingConnectionType } from './finding-connection.types.js';
import { findingPageMax, findingsPage, findingsPageInput } from './finding-page.js';
import { GapPreviewType } from './gap-preview.types.js';
import { presentAssessmentSummary, presentFinding, presentPreview, presentResult } from './gap.presenter.js';
import { GapAssessmentResultType, GapAssessmentSummaryType, GapFindingType } from './gap.types.js';

@Resolver()
export class GapResolver {
  @Authorized()
  @Mutation(() => GapAssessmentResultType, {
    description:
      'Runs the gap assessment of the project (one credit). CONFLICT with extensions.unanswered when questions are unanswered; PAYMENT_REQUIRED without credit.',
  })
  async runGapAssessment(
    @Arg('projectId', () => ID, { description: 'One of your projects, every applicable question answered.' }) projectId: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<GapAssessmentResultType> {
    return presentResult(await ctx.services.gap.run(ctx.em, ctx.user, projectId, { requestId: ctx.requestId }));
  }

  @Authorized()
  @Query(() => GapPreviewType, { description: "What a gap assessment of the project's current answers would give: free, by the paid scorer, nothing stored." })
  async gapPreview(@Arg('projectId', () => ID, { description: 'One of your projects, with a test type.' }) projectId: string, @Ctx() ctx: AuthenticatedContext): Promise<GapPreviewType> {
    return presentPreview(await ctx.services.gap.preview(ctx.em, ctx.user, projectId));
  }

  @Authorized()
  @Query(() => [GapAssessmentSummaryType], { description: "The project's gap assessments, newest first." })
  async gapAssessments(@Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string, @Ctx() ctx: AuthenticatedContext): Promise<GapAssessmentSummaryType[]> {
    return (await ctx.services.gap.history(ctx.em, ctx.user, projectId)).map(presentAssessmentSummary);
  }

  @Authorized()
  @Query(() => [GapFindingType], { description: 'Findings of the given assessment, or of the latest one; empty before the first.' })
  async gapFindings(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('assessmentId', () => ID, { nullable: true, description: 'An assessment of the project; null for the latest.' }) assessmentId: string | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<GapFindingType[]> {
    return (await ctx.services.gap.findings(ctx.em, ctx.user, projectId, assessmentId)).map(presentFinding);
  }

  @Authorized()
  @Query(() => GapFindingConnectionType, { description: 'Findings of the given assessment, or of the latest one, a page at a time in bank order; an empty page before the first.' })
  async gapFindingsConnection(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('assessmentId', () => ID, { nullable: true, description: 'An assessment of the project; null for the latest.' }) assessmentId?: string | null,
    @Arg('first', () => Int, { nullable: true, description: `Findings on the page, 1-${findingPageMax}; 50 when null.` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor; null for the first page." }) after?: string,
  ): Promise<Connection<GapFindingType>> {
    const page = parseInput(findingsPageInput, { first, after });
    return mapConnection(await findingsPage(ctx.em, ctx.services.gap, ctx.user, projectId, assessmentId, page), presentFinding);
  }

  @Authorized()
  @Mutation(() => AssessmentAnswerType, {
    nullable: true,
    description: 'Marks an Annex A control not applicable (with a reason) or applicable again; null when no answer remains. Clauses 4-10 cannot be excluded.',
  })
  async setAnswerApplicability(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('questionId', () => ID, { description: 'An Annex A question id, e.g. a-5-15.' }) questionId: string,
    @Arg('applicability', () => ApplicabilityEnum, { description: 'applicable or not_applicable.' }) applicability: Applicability,
    @Arg('reason', () => String, { nullable: true, description: 'Required for not_applicable; ignored otherwise.' }) reason: string | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<AssessmentAnswerType | null> {
    const body = applicability === 'not_applicable' ? { applicability, reason } : { applicability };
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'editor');
    const input = parseInput(applicabilityInput, body);
    const answer = await ctx.services.applicability.set(ctx.em, ctx.user, project, parseInput(questionIdInput, questionId), input);
    return answer && presentAnswer(answer);
  }
}
