import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.type.js';
import { TrialOfferType } from './trial.types.js';

@Resolver()
export class TrialResolver {
  @Query(() => TrialOfferType, { description: 'What a new account receives (public: the landing page asks before anyone signs in).' })
  trialOffer(@Ctx() ctx: Context): TrialOfferType {
    return ctx.services.trial.offer();
  }
}
