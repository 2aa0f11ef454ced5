import { z } from 'zod';
import { gapMessages, messages, notApplicableReasonMax } from '@gap/schema';

export const applicabilityInput = z.discriminatedUnion(
  'applicability',
  [
    z.object({
      applicability: z.literal('not_applicable'),
      reason: z
        .string({ error: gapMessages.reasonRequired })
        .trim()
        .min(1, gapMessages.reasonRequired)
        .max(notApplicableReasonMax, gapMessages.reasonTooLong),
    }),
    z.object({ applicability: z.literal('applicable') }),
  ],
  { error: gapMessages.applicabilityInvalid },
);
export type ApplicabilityInput = z.infer<typeof applicabilityInput>;

export const questionIdInput = z.string({ error: messages.questionIdRequired }).trim().min(1, messages.questionIdRequired).max(32);
