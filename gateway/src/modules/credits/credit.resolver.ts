import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { creditPackages } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { ForbiddenError } from '../../lib/errors.js';
import { WorkspaceType } from '../workspaces/workspace.types.js';
import { presentCredits, presentPackage, presentReversal } from './credit.presenter.js';
import { CreditPackageType, CreditReversalType, CreditsType } from './credit.types.js';

@Resolver()
export class CreditResolver {
  @Authorized()
  @Query(() => CreditsType, { description: "The workspace's available credits and recent purchases (the current workspace unless one is named)." })
  async credits(
    @Ctx() ctx: AuthenticatedContext,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'A workspace you belong to; your current one when null.' }) workspaceId?: string | null,
  ): Promise<CreditsType> {
    const workspace = await ctx.services.workspaces.resolve(ctx.em, ctx.user.id, workspaceId);
    return presentCredits(await ctx.services.credits.history(ctx.em, workspace.workspaceId));
  }

  @Authorized()
  @Query(() => [CreditReversalType], {
    description: 'Refunds and disputes that took credits back, newest first (up to 100); onlySpent lists those whose credits were already spent.',
  })
  async creditReversals(
    @Arg('onlySpent', () => Boolean, { defaultValue: false, description: 'Only reversals of credits already spent.' }) onlySpent: boolean,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<CreditReversalType[]> {
    if (!ctx.user.isAdmin) throw new ForbiddenError('Only an administrator can see credit reversals.');
    return (await ctx.services.credits.reversals(ctx.em, onlySpent)).map(presentReversal);
  }

  @Query(() => [CreditPackageType], { description: 'The credit packages on sale (public price list).' })
  creditPackages(): CreditPackageType[] {
    return creditPackages.map(presentPackage);
  }
}

/** Workspace.creditBalance: the credits the workspace has left (credits belong to workspaces). */
@Resolver(() => WorkspaceType)
export class WorkspaceCreditsResolver {
  @FieldResolver(() => Int, { description: 'Credits the workspace has left to spend on gap assessments.' })
  creditBalance(@Root() workspace: WorkspaceType, @Ctx() ctx: AuthenticatedContext): Promise<number> {
    return ctx.services.credits.balance(ctx.em, workspace.id);
  }
}
