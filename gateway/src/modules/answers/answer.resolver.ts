import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { ConflictError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { presentProject } from '../projects/project.presenter.js';
import { ProjectType } from '../projects/project.types.js';
import { bulkStatusInput, elementSuggestionsInput, saveAnswerInput, testTypeInput } from './answer.inputs.js';
import { presentAnswer, presentAnswerForGraphql, presentQuestionnaireItem } from './answer.presenter.js';
import { AssessmentAnswerType, ElementSuggestionType, QuestionnaireItemType, SaveAnswerInputType, SetAnswerStatusInputType, SetAnswerStatusResultType } from './answer.types.js';
import { suggestElementStates } from './element-suggestions.js';
import { StaleAnswerError } from './stale-answer.js';

@Resolver()
export class AnswerResolver {
  @Authorized()
  @Query(() => [QuestionnaireItemType], {
    description: "The questionnaire: the test type's questions in bank order with the project's answers. testType defaults to the project's.",
  })
  async assessmentAnswers(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('testType', () => String, { nullable: true, description: "One of Query.testTypes; null for the project's own." }) testType: string | null,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<QuestionnaireItemType[]> {
    return (await ctx.services.answers.questionnaire(ctx.em, ctx.user, projectId, testType)).map(presentQuestionnaireItem);
  }

  @Authorized()
  @Query(() => [ElementSuggestionType], {
    description: "While a person writes an answer: the question's rubric elements the text seems to cover (in_place) or deny (missing). Scoring never reads text; the person accepts these or not.",
  })
  async elementSuggestions(
    @Arg('questionId', () => ID, { description: 'A question id of the bank.' }) questionId: string,
    @Arg('text', () => String, { description: 'The text being written (at most 10000 characters).' }) text: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<ElementSuggestionType[]> {
    const input = parseInput(elementSuggestionsInput, { questionId, text });
    const question = await ctx.services.questions.requireActive(ctx.em, input.questionId);
    return suggestElementStates(input.text, question.rubric);
  }

  @Authorized()
  @Mutation(() => AssessmentAnswerType, {
    description: "Saves a manual answer, replacing the question's previous answer (an AI one included). With expectedVersion older than the stored answer's version: CONFLICT, extensions.current the stored answer (null when none).",
  })
  async saveAnswer(@Arg('input', () => SaveAnswerInputType, { description: 'The answer to save.' }) input: SaveAnswerInputType, @Ctx() ctx: AuthenticatedContext): Promise<AssessmentAnswerType> {
    const { projectId, ...answer } = input;
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'editor');
    try {
      return presentAnswer(await ctx.services.answers.saveManual(ctx.em, ctx.user, project, parseInput(saveAnswerInput, answer)));
    } catch (error) {
      // The stored answer in the shape this API gives it (ids as strings), so the editor can show both texts.
      if (error instanceof StaleAnswerError) throw new ConflictError(error.message, { current: error.answer && presentAnswerForGraphql(error.answer) });
      throw error;
    }
  }

  @Authorized()
  @Mutation(() => SetAnswerStatusResultType, {
    description: "Sets one implementation status on many questions of the project's test type; questions marked not applicable are skipped.",
  })
  async setAnswerStatus(@Arg('input', () => SetAnswerStatusInputType, { description: 'The questions and the status.' }) input: SetAnswerStatusInputType, @Ctx() ctx: AuthenticatedContext): Promise<SetAnswerStatusResultType> {
    const { projectId, ...change } = input;
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'editor');
    const { answers, skipped } = await ctx.services.answers.setStatuses(ctx.em, ctx.user, project, parseInput(bulkStatusInput, change));
    return { answers: answers.map(presentAnswer), skipped };
  }

  @Authorized()
  @Mutation(() => ProjectType, { description: "Chooses the project's test type (one of testTypes) and recomputes its progress." })
  async setProjectTestType(
    @Arg('projectId', () => ID, { description: 'One of your projects.' }) projectId: string,
    @Arg('testType', () => String, { description: 'One of Query.testTypes.' }) testType: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<ProjectType> {
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'editor');
    return presentProject(await ctx.services.answers.setTestType(ctx.em, project, parseInput(testTypeInput, { testType })));
  }
}
