import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedContext, Context } from '../../graphql/context.type.js';
import { parseInput } from '../../lib/validation.js';
import { confirmPurchaseInput, createPaymentIntentInput, demoPaymentInput, paymentIntentId } from './payment.inputs.js';
import {
  ConfirmCreditPurchaseInputType,
  CreatePaymentIntentInputType,
  CreditPurchaseConfirmationType,
  DemoPaymentResultType,
  PaymentConfigType,
  PaymentIntentStatusType,
  PaymentIntentType,
} from './payment.types.js';

@Resolver()
export class PaymentResolver {
  @Query(() => PaymentConfigType, { description: 'Which payment provider runs, and the key its card form needs.' })
  paymentConfig(@Ctx() ctx: Context): PaymentConfigType {
    return ctx.services.payments.config();
  }

  @Authorized()
  @Query(() => PaymentIntentStatusType, { description: "Where one of the user's payment intents stands (the payment page after a redirect back)." })
  paymentIntentStatus(
    @Arg('paymentIntentId', () => String, { description: 'The payment_intent the redirect returned with.' }) id: string,
    @Ctx() ctx: AuthenticatedContext,
  ): Promise<PaymentIntentStatusType> {
    return ctx.services.payments.intentStatus(ctx.em, ctx.user, parseInput(paymentIntentId, id));
  }

  @Authorized()
  @Mutation(() => PaymentIntentType, { description: 'Starts buying a credit package for a workspace (owners only: FORBIDDEN otherwise); the server sets the price.' })
  async createPaymentIntent(
    @Arg('input', () => CreatePaymentIntentInputType, { description: 'The package to buy.' }) input: CreatePaymentIntentInputType,
    @Ctx() ctx: AuthenticatedContext,
    @Arg('workspaceId', () => ID, { nullable: true, description: 'The workspace the credits are for; your current one when null.' }) workspaceId?: string | null,
  ): Promise<PaymentIntentType> {
    const parsed = parseInput(createPaymentIntentInput, { ...input });
    const workspace = await ctx.services.workspaces.resolve(ctx.em, ctx.user.id, workspaceId, 'owner');
    return ctx.services.payments.createIntent(ctx.em, ctx.user, parsed, workspace.workspaceId);
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
