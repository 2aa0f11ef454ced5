import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CreditPurchaseType } from '../credits/credit.types.js';
import type { PaymentProviderName } from './payment-provider.js';

/** GraphQL's view of PaymentProviderName (same values). */
export enum PaymentProviderKind {
  demo = 'demo',
  stripe = 'stripe',
}
registerEnumType(PaymentProviderKind, {
  name: 'PaymentProvider',
  description: 'stripe: real card payments through Stripe.js; demo: the embedded provider, test cards only, nothing charged.',
});

@ObjectType('PaymentConfig')
export class PaymentConfigType {
  @Field(() => PaymentProviderKind)
  provider!: PaymentProviderName;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key for Stripe.js; null for the demo provider." })
  publishableKey!: string | null;
}

@ObjectType('PaymentIntent', { description: 'A payment intent for one credit package, priced by the server.' })
export class PaymentIntentType extends PaymentConfigType {
  @Field(() => String)
  clientSecret!: string;

  @Field(() => String)
  paymentIntentId!: string;

  @Field(() => Float, { description: 'Whole dollars.' })
  amount!: number;

  @Field(() => Int)
  amountCents!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String)
  packageId!: string;

  @Field(() => Int, { description: 'Credits bought.' })
  quantity!: number;
}

@InputType('CreatePaymentIntentInput', { description: 'A package by id, or by credit count; an amount, when sent, must equal its price.' })
export class CreatePaymentIntentInputType {
  @Field(() => String, { nullable: true, description: 'single, five_pack or ten_pack.' })
  packageId?: string | null;

  @Field(() => Float, { nullable: true, description: 'Whole dollars (99, 399, 749).' })
  amount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Credits: 1, 5 or 10.' })
  quantity?: number | null;
}

@InputType('ConfirmCreditPurchaseInput')
export class ConfirmCreditPurchaseInputType {
  @Field(() => String)
  paymentIntentId!: string;

  @Field(() => Int, { nullable: true, description: 'When sent, must equal the credits the intent pays for.' })
  quantity?: number | null;
}

@ObjectType('CreditPurchaseConfirmation')
export class CreditPurchaseConfirmationType {
  @Field(() => CreditPurchaseType)
  purchase!: CreditPurchaseType;

  @Field(() => Int)
  availableCredits!: number;
}

@ObjectType('DemoPaymentResult')
export class DemoPaymentResultType {
  @Field(() => String, { description: 'succeeded or requires_payment_method.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why the card was refused.' })
  message?: string | null;
}
