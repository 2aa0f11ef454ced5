import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TrialOffer', { description: 'What a new account receives, for the landing page.' })
export class TrialOfferType {
  @Field(() => Int, { description: 'Assessment credits granted once at registration (TRIAL_CREDITS; 0: none).' })
  credits!: number;

  @Field(() => Boolean, { description: 'Whether a new account gets the example project: a fictitious organisation, analysed, partly answered and assessed.' })
  exampleProject!: boolean;
}
