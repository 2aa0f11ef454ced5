import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { presentQuestion } from './question.presenter.js';
import { QuestionType } from './question.types.js';

@Resolver()
export class QuestionResolver {
  @Authorized()
  @Query(() => [String], { description: 'The test types (named question sets) a project can be assessed against.' })
  testTypes(@Ctx() ctx: AuthenticatedContext): string[] {
    return ctx.services.questions.testTypes();
  }

  @Authorized()
  @Query(() => [QuestionType], { description: 'The questions of a test type, in bank order. NOT_FOUND for an unknown test type.' })
  async questions(@Arg('testType', () => String, { description: 'One of Query.testTypes.' }) testType: string, @Ctx() ctx: AuthenticatedContext): Promise<QuestionType[]> {
    return (await ctx.services.questions.questionsOf(ctx.em, testType)).map(presentQuestion);
  }
}
