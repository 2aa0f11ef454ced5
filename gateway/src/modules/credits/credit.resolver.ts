import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { creditPackages } from '@gap/schema';
import type { AuthenticatedContext } from '../../graphql/context.type.js';
import { presentCredits, presentPackage } from './credit.presenter.js';
import { CreditPackageType, CreditsType } from './credit.types.js';

@Resolver()
export class CreditResolver {
  @Authorized()
  @Query(() => CreditsType, { description: "The signed-in user's available credits and recent purchases." })
  async credits(@Ctx() ctx: AuthenticatedContext): Promise<CreditsType> {
    return presentCredits(await ctx.services.credits.history(ctx.em, ctx.user.id));
  }

  @Query(() => [CreditPackageType], { description: 'The credit packages on sale (public price list).' })
  creditPackages(): CreditPackageType[] {
    return creditPackages.map(presentPackage);
  }
}
