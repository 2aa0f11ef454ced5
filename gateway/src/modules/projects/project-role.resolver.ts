import { Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import { messages } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { NotFoundError } from '../../lib/errors.js';
import { roleEnumOf, WorkspaceRoleEnum } from '../workspaces/workspace.types.js';
import { ProjectType } from './project.types.js';

/** Project.myRole and Project.workspaceId: what the screens need to hide or disable what the caller's role cannot do. */
@Resolver(() => ProjectType)
export class ProjectRoleResolver {
  @FieldResolver(() => WorkspaceRoleEnum, { description: "Your role in the project's workspace." })
  async myRole(@Root() project: ProjectType, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceRoleEnum> {
    const access = await ctx.services.workspaces.projectAccess(ctx.em, ctx.user.id, Number(project.id), 'viewer');
    if (!access) throw new NotFoundError(messages.projectNotFound);
    return roleEnumOf(access.role);
  }

  @FieldResolver(() => ID, { description: 'The workspace the project belongs to.' })
  async workspaceId(@Root() project: ProjectType, @Ctx() ctx: AuthenticatedContext): Promise<number> {
    const access = await ctx.services.workspaces.projectAccess(ctx.em, ctx.user.id, Number(project.id), 'viewer');
    if (!access) throw new NotFoundError(messages.projectNotFound);
    return access.workspaceId;
  }
}
