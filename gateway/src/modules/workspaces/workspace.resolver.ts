import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { parseInput } from '../../lib/validation.js';
import { roleInput, workspaceNameInput } from './workspace.inputs.js';
import { memberType, workspaceType } from './workspace.presenter.js';
import { ChangeMemberRoleInputType, CreateWorkspaceInputType, WorkspaceMemberType, WorkspaceType } from './workspace.types.js';

@Resolver(() => WorkspaceType)
export class WorkspaceResolver {
  @Authorized()
  @Query(() => [WorkspaceType], { description: 'The workspaces you belong to: your personal one first, then by name.' })
  async workspaces(@Ctx() ctx: AuthenticatedContext): Promise<WorkspaceType[]> {
    return (await ctx.services.workspaces.list(ctx.em, ctx.user.id)).map(workspaceType);
  }

  @Authorized()
  @Query(() => WorkspaceType, { description: 'One workspace you belong to (your current one when id is null); NOT_FOUND otherwise.' })
  async workspace(@Ctx() ctx: AuthenticatedContext, @Arg('id', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) id?: string | null): Promise<WorkspaceType> {
    return workspaceType(await ctx.services.workspaces.get(ctx.em, ctx.user.id, id ?? undefined));
  }

  @FieldResolver(() => [WorkspaceMemberType], { description: 'Its members, owners first.' })
  async members(@Root() workspace: WorkspaceType, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceMemberType[]> {
    return (await ctx.services.workspaces.members(ctx.em, ctx.user.id, workspace.id)).map(memberType);
  }

  @Authorized()
  @Mutation(() => WorkspaceType, { description: 'A new workspace, owned by you and made your current one. CONFLICT past WORKSPACES_PER_USER.' })
  async createWorkspace(@Arg('input', () => CreateWorkspaceInputType, { description: 'The new workspace.' }) input: CreateWorkspaceInputType, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceType> {
    return workspaceType(await ctx.services.workspaces.create(ctx.em, ctx.user, parseInput(workspaceNameInput, input.name)));
  }

  @Authorized()
  @Mutation(() => WorkspaceType, { description: 'Makes a workspace you belong to your current one (remembered for your next visit).' })
  async setCurrentWorkspace(@Arg('id', () => ID, { description: 'A workspace you belong to.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceType> {
    return workspaceType(await ctx.services.workspaces.setCurrent(ctx.em, ctx.user.id, id));
  }

  @Authorized()
  @Mutation(() => WorkspaceType, { description: 'Renames a workspace (owners only).' })
  async renameWorkspace(@Arg('id', () => ID, { description: 'A workspace you own.' }) id: string, @Arg('name', () => String, { description: '1-100 characters after trimming.' }) name: string, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceType> {
    return workspaceType(await ctx.services.workspaces.rename(ctx.em, ctx.user.id, id, parseInput(workspaceNameInput, name)));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes a workspace with its projects (owners only; never a personal workspace: CONFLICT).' })
  async deleteWorkspace(@Arg('id', () => ID, { description: 'A workspace you own (not your personal one).' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.workspaces.delete(ctx.em, ctx.user.id, id);
    return true;
  }

  @Authorized()
  @Mutation(() => WorkspaceMemberType, { description: "Changes a member's role (owners only); the last owner cannot be demoted (CONFLICT)." })
  async changeMemberRole(@Arg('input', () => ChangeMemberRoleInputType, { description: 'The member and their new role.' }) input: ChangeMemberRoleInputType, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceMemberType> {
    const role = parseInput(roleInput, input.role);
    return memberType(await ctx.services.workspaces.changeRole(ctx.em, ctx.user.id, input.workspaceId, input.userId, role));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes a member at once (owners only); the last owner cannot be removed (CONFLICT).' })
  async removeMember(@Arg('workspaceId', () => ID, { description: 'A workspace you own.' }) workspaceId: string, @Arg('userId', () => ID, { description: 'The member to remove.' }) userId: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.workspaces.removeMember(ctx.em, ctx.user.id, workspaceId, userId);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Leaves a workspace; the last owner cannot leave (CONFLICT).' })
  async leaveWorkspace(@Arg('workspaceId', () => ID, { description: 'A workspace you belong to.' }) workspaceId: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.workspaces.removeMember(ctx.em, ctx.user.id, workspaceId, ctx.user.id);
    return true;
  }
}
