import { z } from 'zod';
import { messages } from '@gap/schema';
import { normaliseCardNumber } from './demo-card.js';

/** Query parameters arrive as strings in the browser; numeric strings are accepted as numbers. */
const numeric = (message: string, pattern: RegExp) =>
  z.union([z.number(), z.string().trim().regex(pattern, message).transform(Number)], { error: message }).pipe(z.number({ error: message }).finite(message));

export const createPaymentIntentInput = z.object({
  packageId: z.string({ error: messages.creditPackageUnknown }).max(32, messages.creditPackageUnknown).nullish(),
  /** Whole dollars as shown on the package cards (99, 399, 749); checked against the server's price. */
  amount: numeric(messages.paymentAmountInvalid, /^\d+(\.\d{1,2})?$/).pipe(z.number().positive(messages.paymentAmountInvalid)).nullish(),
  quantity: numeric(messages.creditQuantityInvalid, /^\d+$/).pipe(z.number().int(messages.creditQuantityInvalid)).nullish(),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentInput>;

export const paymentIntentId = z
  .string({ error: messages.paymentIntentIdInvalid })
  .trim()
  .regex(/^pi_[A-Za-z0-9_]{1,200}$/, messages.paymentIntentIdInvalid);

export const confirmPurchaseInput = z.object({
  paymentIntentId,
  quantity: numeric(messages.paymentQuantityMismatch, /^\d+$/).nullish(),
});

export const intentStatusParams = z.object({ paymentIntentId });

export type ConfirmPurchaseInput = z.infer<typeof confirmPurchaseInput>;

export const demoPaymentInput = z.object({
  cardNumber: z
    .string({ error: messages.cardNumberInvalid })
    .max(40, messages.cardNumberInvalid)
    .transform((value, ctx) => {
      const digits = normaliseCardNumber(value.trim());
      if (!digits) ctx.addIssue({ code: 'custom', message: messages.cardNumberInvalid });
      return digits ?? '';
    }),
});
export type DemoPaymentInput = z.infer<typeof demoPaymentInput>;
