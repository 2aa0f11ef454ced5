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
  valuesConfig: {
    demo: { description: 'The embedded provider: test cards only, nothing charged.' },
    stripe: { description: 'Real card payments through Stripe.' },
  },
  description: 'stripe: real card payments through Stripe.js; demo: the embedded provider, test cards only, nothing charged.',
});

@ObjectType('PaymentConfig', { description: 'The payment provider in use and what its card form needs.' })
export class PaymentConfigType {
  @Field(() => PaymentProviderKind, { description: 'The provider that takes payments.' })
  provider!: PaymentProviderName;

  @Field(() => String, { nullable: true, description: "Stripe's publishable key for Stripe.js; null for the demo provider." })
  publishableKey!: string | null;
}

@ObjectType('PaymentIntent', { description: 'A payment intent for one credit package, priced by the server.' })
export class PaymentIntentType extends PaymentConfigType {
  @Field(() => String, { description: "Secret for the provider's card form (Stripe.js confirmCardPayment); do not log it." })
  clientSecret!: string;

  @Field(() => String, { description: 'The intent id, for confirmCreditPurchase.' })
  paymentIntentId!: string;

  @Field(() => Float, { description: 'Whole dollars.' })
  amount!: number;

  @Field(() => Int, { description: 'The price in cents.' })
  amountCents!: number;

  @Field(() => String, { description: 'ISO 4217 code, lower case (usd).' })
  currency!: string;

  @Field(() => String, { description: 'The package bought.' })
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

@InputType('ConfirmCreditPurchaseInput', { description: 'A succeeded payment intent to turn into credits.' })
export class ConfirmCreditPurchaseInputType {
  @Field(() => String, { description: 'From createPaymentIntent.' })
  paymentIntentId!: string;

  @Field(() => Int, { nullable: true, description: 'When sent, must equal the credits the intent pays for.' })
  quantity?: number | null;
}

@ObjectType('CreditPurchaseConfirmation', { description: 'The purchase a confirmed payment created, and the new balance.' })
export class CreditPurchaseConfirmationType {
  @Field(() => CreditPurchaseType, { description: 'The purchase credited.' })
  purchase!: CreditPurchaseType;

  @Field(() => Int, { description: 'Credits available after the purchase.' })
  availableCredits!: number;
}

@ObjectType('DemoPaymentResult', { description: 'The outcome of paying a demo intent.' })
export class DemoPaymentResultType {
  @Field(() => String, { description: 'succeeded, processing, requires_payment_method, or requires_action (a redirect to the bank).' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why the card was refused.' })
  message?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "With requires_action: the redirect_status the bank's redirect returns with (succeeded, processing or failed).",
  })
  redirectStatus?: string | null;
}

export const paymentOutcomes = ['succeeded', 'processing', 'failed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** Spelled as in REST, like ProjectStatus. */
const PaymentOutcomeEnum = Object.fromEntries(paymentOutcomes.map((o) => [o, o])) as { [K in PaymentOutcome]: K };
registerEnumType(PaymentOutcomeEnum, {
  name: 'PaymentOutcome',
  description: 'What a payment intent means for the customer.',
  valuesConfig: {
    succeeded: { description: 'Paid: the credits are (or are about to be) added.' },
    processing: { description: 'The payment method settles later; the credits are added when it completes.' },
    failed: { description: 'Not paid (declined, abandoned or cancelled).' },
  },
});

@ObjectType('PaymentIntentStatus', { description: "Where the user's payment intent stands, as the provider reports it now." })
export class PaymentIntentStatusType {
  @Field(() => String, { description: 'The intent id.' })
  paymentIntentId!: string;

  @Field(() => String, { description: "The provider's status (Stripe's vocabulary: succeeded, processing, requires_payment_method, ...)." })
  status!: string;

  @Field(() => PaymentOutcomeEnum, { description: 'succeeded, processing or failed.' })
  outcome!: PaymentOutcome;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, when it did.' })
  message!: string | null;

  @Field(() => String, { description: 'The package it pays for.' })
  packageId!: string;

  @Field(() => Int, { description: 'Credits it buys.' })
  quantity!: number;

  @Field(() => Float, { description: 'Whole dollars.' })
  amount!: number;
}
