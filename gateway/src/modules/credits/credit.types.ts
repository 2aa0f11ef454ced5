import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export const creditGrantKinds = ['purchase', 'trial'] as const;
export type CreditGrantKind = (typeof creditGrantKinds)[number];

/** Spelled as in REST ('trial'), like ProjectStatus. */
const CreditGrantKindEnum = Object.fromEntries(creditGrantKinds.map((k) => [k, k])) as { [K in CreditGrantKind]: K };
registerEnumType(CreditGrantKindEnum, {
  name: 'CreditGrantKind',
  description: 'How credits reached the account.',
  valuesConfig: {
    purchase: { description: 'Bought with a credit package.' },
    trial: { description: 'Given once to a new account (TRIAL_CREDITS).' },
  },
});

@ObjectType('CreditPurchase', { description: 'A purchased credit package and how many of its credits are left.' })
export class CreditPurchaseType {
  @Field(() => ID, { description: 'The purchase id.' })
  id!: number;

  @Field(() => Date, { description: 'When it was bought.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Credits bought.' })
  quantity!: number;

  @Field(() => Int, { description: 'Credits of this purchase not yet spent.' })
  remaining!: number;

  @Field(() => CreditGrantKindEnum, { description: 'purchase, or trial for the credits a new account is given.' })
  kind!: CreditGrantKind;
}

@ObjectType('Credits', { description: "The signed-in user's credit balance and purchases." })
export class CreditsType {
  @Field(() => Int, { description: 'Credits left across all purchases; one gap assessment spends one.' })
  availableCredits!: number;

  @Field(() => [CreditPurchaseType], { description: 'The most recent purchases (up to 100), newest first.' })
  credits!: CreditPurchaseType[];
}

@ObjectType('CreditPackage', { description: "A package from the server's price table: the only prices ever charged." })
export class CreditPackageType {
  @Field(() => String, { description: 'single, five_pack or ten_pack.' })
  id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => Int, { description: 'Credits in the package.' })
  credits!: number;

  @Field(() => Int, { description: 'Whole dollars.' })
  price!: number;

  @Field(() => Int, { description: 'The price in cents.' })
  priceCents!: number;

  @Field(() => String, { description: 'ISO 4217 code, lower case (usd).' })
  currency!: string;

  @Field(() => Int, { description: 'Saving against single credits, percent (0 for single).' })
  savingsPercent!: number;

  @Field(() => Boolean, { description: 'Highlighted as the most popular package.' })
  popular!: boolean;
}

@ObjectType('CreditReversal', { description: 'Credits a refund or dispute took back from a purchase (administrators only).' })
export class CreditReversalType {
  @Field(() => ID, { description: 'The reversal id.' })
  id!: number;

  @Field(() => Date, { description: 'When the refund or dispute was handled.' })
  createdAt!: Date;

  @Field(() => String, { description: 'refund or dispute.' })
  kind!: string;

  @Field(() => Int, { description: 'The account whose purchase it was.' })
  userId!: number;

  @Field(() => String, { description: 'The payment intent refunded or disputed.' })
  paymentIntentId!: string;

  @Field(() => Int, { description: 'Credits owed back.' })
  creditsDue!: number;

  @Field(() => Int, { description: 'Credits still unspent, taken from the balance.' })
  creditsTaken!: number;

  @Field(() => Int, { description: 'Credits owed back but already spent: left to the administrator.' })
  creditsSpent!: number;
}
