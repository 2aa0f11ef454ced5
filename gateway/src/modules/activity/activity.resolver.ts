import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { activityPageMax } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { mapConnection, type Connection } from '../../lib/connection.js';
import { parseInput } from '../../lib/validation.js';
import { activityPage, activityType } from './activity-page.js';
import { activityFilterInput, activityPageInput } from './activity.inputs.js';
import { ActivityConnectionType, type ActivityType } from './activity.types.js';

const firstDescription = `Entries on the page, 1-${activityPageMax}; 50 when null.`;

@Resolver()
export class ActivityResolver {
  @Authorized()
  @Query(() => ActivityConnectionType, { description: "A project's recorded changes, newest first, filterable by kind and person; any member of its workspace reads them." })
  async projectActivity(
    @Arg('projectId', () => ID, { description: 'A project of a workspace you belong to.' }) projectId: string,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('first', () => Int, { nullable: true, description: firstDescription }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor." }) after?: string,
    @Arg('kinds', () => [String], { nullable: true, description: 'Only these kinds (e.g. answer.saved).' }) kinds?: string[] | null,
    @Arg('actorId', () => ID, { nullable: true, description: "Only this person's changes." }) actorId?: string | null,
  ): Promise<Connection<ActivityType>> {
    const page = parseInput(activityPageInput, { first, after });
    const filter = parseInput(activityFilterInput, { kinds: kinds ?? undefined, actorId });
    const project = await ctx.services.projects.requireProject(ctx.em, ctx.user, projectId, 'viewer');
    return mapConnection(await activityPage(ctx.em, { ...filter, projectId: project.id }, page), activityType);
  }

  @Authorized()
  @Query(() => ActivityConnectionType, { description: "A workspace's recorded changes (its projects' and its own: members, credits), newest first." })
  async workspaceActivity(
    @Ctx() ctx: AuthenticatedContext,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) workspaceId?: string | null,
    @Arg('first', () => Int, { nullable: true, description: firstDescription }) first?: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's pageInfo.endCursor." }) after?: string,
    @Arg('kinds', () => [String], { nullable: true, description: 'Only these kinds.' }) kinds?: string[] | null,
    @Arg('actorId', () => ID, { nullable: true, description: "Only this person's changes." }) actorId?: string | null,
  ): Promise<Connection<ActivityType>> {
    const page = parseInput(activityPageInput, { first, after });
    const filter = parseInput(activityFilterInput, { kinds: kinds ?? undefined, actorId });
    const workspace = await ctx.services.workspaces.resolve(ctx.em, ctx.user.id, workspaceId);
    return mapConnection(await activityPage(ctx.em, { ...filter, workspaceId: workspace.workspaceId }, page), activityType);
  }
}
