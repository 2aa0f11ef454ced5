import { z } from 'zod';
import { limits, messages } from '@gap/schema';

/** Text that must hold something after trimming; absent and null read as empty, other types as not text. */
const answerText = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.answerEmpty : messages.answerNotText) })
  .trim()
  .min(1, messages.answerEmpty)
  .max(limits.answerMax, messages.answerTooLong);

export const saveAnswerInput = z.object({
  questionId: z.string({ error: messages.questionIdRequired }).trim().min(1, messages.questionIdRequired),
  answer: answerText,
  // Clients only ever write manual answers; AI answers come from an analysis run (saveAiAnswer).
  source: z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      if (value === 'ai') ctx.addIssue({ code: 'custom', message: messages.aiAnswerFromClient });
      else if (value !== undefined && value !== null && value !== 'manual') ctx.addIssue({ code: 'custom', message: messages.answerSourceInvalid });
    }),
});

export const testTypeInput = z.object({
  testType: z.string({ error: messages.testTypeRequired }).min(1, messages.testTypeRequired),
});

/** What an AI analysis found for one question; checked even though the caller is our own code. */
export const aiAnswerInput = z.object({
  answer: z.string().trim().min(1, messages.answerEmpty).max(limits.answerMax, messages.answerTooLong),
  documentId: z.number().int().positive().nullish(),
  documentName: z.string().max(255).nullish(),
  documentPage: z.number().int().positive().nullish(),
  sectionLabel: z.string().max(255).nullish(),
  evidenceQuote: z.string().max(limits.answerMax).nullish(),
});
export type AiAnswerInput = z.input<typeof aiAnswerInput>;
