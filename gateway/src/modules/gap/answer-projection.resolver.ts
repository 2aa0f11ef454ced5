import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.type.js';
import { AssessmentAnswerType } from '../answers/answer.types.js';
import { AnswerProjectionType } from './gap-preview.types.js';
import { presentProjection } from './gap.presenter.js';
import { scoreAnswer } from './scoring/score-answer.js';

/** Each answer's projected score, by the paid scorer, so the questionnaire shows it while the person answers. */
@Resolver(() => AssessmentAnswerType)
export class AnswerProjectionResolver {
  @FieldResolver(() => AnswerProjectionType, { nullable: true, description: 'How this answer would score now; null when the question is marked not applicable.' })
  projection(@Root() answer: AssessmentAnswerType, @Ctx() ctx: Context): AnswerProjectionType | null {
    const question = ctx.services.gap.bank.questions.find((q) => q.id === answer.questionId);
    if (!question || answer.applicability === 'not_applicable') return null;
    const elements = answer.elements.filter((e) => e.state !== 'unknown');
    return presentProjection(scoreAnswer(question, { status: answer.status, elements, source: answer.source, evidence: answer.evidence }));
  }
}
