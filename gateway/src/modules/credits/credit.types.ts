import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('CreditPurchase', { description: 'A purchased credit package and how many of its credits are left.' })
export class CreditPurchaseType {
  @Field(() => ID)
  id!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  remaining!: number;
}

@ObjectType('Credits')
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

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  credits!: number;

  @Field(() => Int, { description: 'Whole dollars.' })
  price!: number;

  @Field(() => Int)
  priceCents!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => Int)
  savingsPercent!: number;

  @Field(() => Boolean)
  popular!: boolean;
}
