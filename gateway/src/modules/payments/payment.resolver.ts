import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { parseInput } from '../../lib/validation.js';
import { confirmPurchaseInput, createPaymentIntentInput, demoPaymentInput } from './payment.inputs.js';
import {
  ConfirmCreditPurchaseInputType,
  CreatePaymentIntentInputType,
  CreditPurchaseConfirmationType,
  DemoPaymentResultType,
  PaymentConfigType,
  PaymentIntentType,
} from './payment.types.js';

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentConfigType, { description: 'Which payment provider runs, and the key its card form needs.' })
  paymentConfig(@Ctx() ctx: Context): PaymentConfigType {
    return ctx.services.payments.config();
  }

  @Authorized()
  @Mutation(() => PaymentIntentType, { description: 'Starts buying a credit package; the server sets the price.' })
  createPaymentIntent(
    @Arg('input', () => CreatePaymentIntentInputType, { description: 'The package to buy.' }) input: CreatePaymentIntentInputType,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<PaymentIntentType> {
    return ctx.services.payments.createIntent(ctx.em, ctx.user, parseInput(createPaymentIntentInput, { ...input }));
  }

  @Authorized()
  @Mutation(() => CreditPurchaseConfirmationType, { description: 'Credits a succeeded payment (exactly once; repeating answers the same purchase).' })
  confirmCreditPurchase(
    @Arg('input', () => ConfirmCreditPurchaseInputType, { description: 'The paid intent.' }) input: ConfirmCreditPurchaseInputType,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<CreditPurchaseConfirmationType> {
    return ctx.services.payments.confirmPurchase(ctx.em, ctx.user, parseInput(confirmPurchaseInput, { ...input }));
  }

  @Authorized()
  @Mutation(() => DemoPaymentResultType, { description: 'Pays a demo payment intent with a test card (demo provider only).' })
  async payDemoPayment(
    @Arg('paymentIntentId', () => String, { description: 'A demo intent from createPaymentIntent.' }) paymentIntentId: string,
    @Arg('cardNumber', () => String, { description: 'A test card number (4242 4242 4242 4242 succeeds).' }) cardNumber: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<DemoPaymentResultType> {
    ctx.services.payments.demoProvider();
    return ctx.services.payments.payDemoIntent(ctx.em, ctx.user, paymentIntentId, parseInput(demoPaymentInput, { cardNumber }));
  }
}
