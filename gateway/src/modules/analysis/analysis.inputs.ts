import { z } from 'zod';
import { messages } from '@gap/schema';

export const startRunInput = z.object({
  testType: z.string({ error: messages.testTypeRequired }).trim().min(1, messages.testTypeRequired).max(200, messages.testTypeRequired),
});
export type StartRunInput = z.infer<typeof startRunInput>;

/** How many runs a project's run list answers at most (newest first). */
export const runListMax = 50;

export const listRunsInput = z.object({
  limit: z.coerce.number({ error: `Limit must be a number from 1 to ${runListMax}` }).int().min(1).max(runListMax).default(20),
});
export type ListRunsInput = z.infer<typeof listRunsInput>;

export const suggestPassagesInput = z.object({
  questionId: z.string({ error: messages.questionIdRequired }).trim().min(1, messages.questionIdRequired).max(32, messages.questionNotFound),
});
export type SuggestPassagesInput = z.infer<typeof suggestPassagesInput>;
