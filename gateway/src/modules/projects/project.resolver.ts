import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { parseInput } from '../../lib/validation.js';
import { createProjectInput, listProjectsInput } from './project.inputs.js';
import { presentProject } from './project.presenter.js';
import { CreateProjectInputType, DashboardStatsType, ProjectType } from './project.types.js';

@Resolver()
export class ProjectResolver {
  @Authorized()
  @Query(() => [ProjectType], { description: "The signed-in user's projects, most recently updated first." })
  async projects(
    @Ctx() ctx: AuthenticatedContext,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many (1-200); all up to 200 when null.' }) limit?: number,
  ): Promise<ProjectType[]> {
    return ctx.services.projects.list(ctx.em, ctx.profile, parseInput(listProjectsInput, { limit }));
  }

  @Authorized()
  @Query(() => ProjectType, { description: "One of your projects; NOT_FOUND for another user's." })
  async project(@Arg('id', () => ID, { description: 'The project id.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<ProjectType> {
    return presentProject(await ctx.services.projects.requireOwned(ctx.em, ctx.user, id));
  }

  @Authorized()
  @Mutation(() => ProjectType, { description: 'Creates a project owned by the signed-in user. BAD_USER_INPUT with extensions.fields on invalid input.' })
  async createProject(@Arg('input', () => CreateProjectInputType, { description: 'The new project.' }) input: CreateProjectInputType, @Ctx() ctx: AuthenticatedContext): Promise<ProjectType> {
    return presentProject(await ctx.services.projects.create(ctx.em, ctx.user, parseInput(createProjectInput, { ...input })));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the project with its documents, evidence, answers and findings.' })
  async deleteProject(@Arg('id', () => ID, { description: 'One of your projects.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.projects.delete(ctx.em, ctx.user, id);
    return true;
  }

  @Authorized()
  @Query(() => DashboardStatsType, { description: 'Project and high-risk finding counts for the dashboard.' })
  dashboardStats(@Ctx() ctx: AuthenticatedContext): Promise<DashboardStatsType> {
    return ctx.services.dashboard.stats(ctx.em, ctx.user);
  }
}
