import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { ValidationError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { createdInvitationType, invitationType } from './invitation.presenter.js';
import { CreatedInvitationType, CreateInvitationInputType, InvitationType } from './invitation.types.js';
import { acceptInvitationInput, createInvitationInput } from './workspace.inputs.js';
import { workspaceType } from './workspace.presenter.js';
import { WorkspaceType } from './workspace.types.js';

@Resolver(() => WorkspaceType)
export class InvitationResolver {
  @FieldResolver(() => [InvitationType], { description: 'Pending invitations (not accepted, revoked or expired), newest first. Owners only: FORBIDDEN for others.' })
  async invitations(@Root() workspace: WorkspaceType, @Ctx() ctx: AuthenticatedContext): Promise<InvitationType[]> {
    return (await ctx.services.invitations.pending(ctx.em, ctx.user.id, workspace.id)).map(invitationType);
  }

  @Authorized()
  @Mutation(() => CreatedInvitationType, {
    description: 'Invites by role, with an optional email (owners only). The token is only inside `url`, shown this once. TOO_MANY_REQUESTS past INVITATIONS_PER_WORKSPACE_PER_HOUR.',
  })
  async createInvitation(@Arg('input', () => CreateInvitationInputType, { description: 'The workspace, the role and an optional email address.' }) input: CreateInvitationInputType, @Ctx() ctx: AuthenticatedContext): Promise<CreatedInvitationType> {
    const parsed = parseInput(createInvitationInput, { role: input.role, email: input.email });
    // The link is built from the origin the request came to, which a websocket operation does not carry.
    if (!ctx.origin) throw new ValidationError('Create invitations over HTTP (POST /graphql), not over the websocket');
    return createdInvitationType(await ctx.services.invitations.create(ctx.em, ctx.user, input.workspaceId, parsed, ctx.origin));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Revokes a pending invitation (owners only); NOT_FOUND once it is used, revoked or expired.' })
  async revokeInvitation(@Arg('id', () => ID, { description: 'A pending invitation of a workspace you own.' }) id: string, @Ctx() ctx: AuthenticatedContext): Promise<boolean> {
    await ctx.services.invitations.revoke(ctx.em, ctx.user.id, id);
    return true;
  }

  @Authorized()
  @Mutation(() => WorkspaceType, {
    description: 'Joins the workspace with the invitation\'s role and makes it current. NOT_FOUND for a link that is unknown, used, expired, revoked or whose workspace was deleted; CONFLICT when already a member (the link stays unused) or at WORKSPACES_PER_USER.',
  })
  async acceptInvitation(@Arg('token', () => String, { description: 'The token from the invitation link.' }) token: string, @Ctx() ctx: AuthenticatedContext): Promise<WorkspaceType> {
    const parsed = parseInput(acceptInvitationInput, { token });
    return workspaceType(await ctx.services.invitations.accept(ctx.em, ctx.user.id, parsed.token));
  }
}
