import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { limits } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import type { Connection } from '../../lib/connection.js';
import { parseInput } from '../../lib/validation.js';
import { createProjectInput, listProjectsInput, projectsPageInput } from './project.inputs.js';
import { presentProject } from './project.presenter.js';
import { CreateProjectInputType, DashboardStatsType, ProjectConnectionType, ProjectType } from './project.types.js';

@Resolver()
export class ProjectResolver {
  @Authorized()
  @Query(() => [ProjectType], { description: "The workspace's projects (your current one unless named), most recently updated first." })
  async projects(
    @Ctx() ctx: AuthenticatedContext,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many (1-200); all up to 200 when null.' }) limit?: number,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) workspaceId?: string | null,
  ): Promise<ProjectType[]> {
    return ctx.services.projects.list(ctx.em, ctx.profile, parseInput(listProjectsInput, { limit }), workspaceId);
  }

  @Authorized()
  @Query(() => ProjectConnectionType, { description: "The signed-in user's projects a page at a time, most recently updated first (then by id): every project is reachable, once, also while projects are created." })
  async projectsConnection(
    @Ctx() ctx: AuthenticatedContext,
    @Arg('first', () => Int, { nullable: true, description: `Projects on the page, 1-${limits.projectListMax}; 50 when null.` }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor; null for the first page." }) after?: string,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) workspaceId?: string | null,
  ): Promise<Connection<ProjectType>> {
    return ctx.services.projects.page(ctx.em, ctx.profile, parseInput(projectsPageInput, { first, after }), workspaceId);
  }

  @Authorized()
  @Query(() => ProjectType, { description: "One of your projects; NOT_FOUND for another user's." })
  async project(@Arg('id', () => ID, { description: 'The project id.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<ProjectType> {
    return presentProject(await ctx.services.projects.requireProject(ctx.em, ctx.user, id, 'viewer'));
  }

  @Authorized()
  @Mutation(() => ProjectType, { description: 'Creates a project in a workspace (editors and owners). BAD_USER_INPUT with extensions.fields on invalid input.' })
  async createProject(
    @Arg('input', () => CreateProjectInputType, { description: 'The new project.' }) input: CreateProjectInputType,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) workspaceId?: string | null,
  ): Promise<ProjectType> {
    return presentProject(await ctx.services.projects.create(ctx.em, ctx.user, parseInput(createProjectInput, { ...input }), workspaceId));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the project with its documents, evidence, answers and findings.' })
  async deleteProject(@Arg('id', () => ID, { description: 'One of your projects.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.projects.delete(ctx.em, ctx.user, id);
    return true;
  }

  @Authorized()
  @Query(() => DashboardStatsType, { description: 'Project and high-risk finding counts for the dashboard.' })
  dashboardStats(
    @Ctx() ctx: AuthenticatedContext,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) workspaceId?: string | null,
  ): Promise<DashboardStatsType> {
    return ctx.services.dashboard.stats(ctx.em, ctx.user, workspaceId);
  }
}
