import { z } from 'zod';
import { messages } from '@gap/schema';
import { instantIdKey, pageInput } from '../../lib/connection.js';

export const startRunInput = z.object({
  testType: z.string({ error: messages.testTypeRequired }).trim().min(1, messages.testTypeRequired).max(200, messages.testTypeRequired),
});
export type StartRunInput = z.infer<typeof startRunInput>;

/** How many runs a project's run list answers at most (newest first). */
export const runListMax = 50;

/** GraphQL's capped `analysisRuns(limit:)`: 1-50, 20 when not given. */
export const listRunsInput = z.object({
  limit: z.coerce.number({ error: `Limit must be a number from 1 to ${runListMax}` }).int().min(1).max(runListMax).default(20),
});
/** REST's `GET /api/projects/{id}/assessment/runs?limit=&cursor=`: 1-50 a page, 20 when not given. */
export const runsRestPageInput = pageInput({ max: runListMax, defaultSize: 20, key: instantIdKey, names: { size: 'limit', cursor: 'cursor' } });
/** GraphQL's `analysisRunsConnection(first:, after:)`. */
export const runsPageInput = pageInput({ max: runListMax, defaultSize: 20, key: instantIdKey });
export type ListRunsInput = z.infer<typeof listRunsInput>;

export const suggestPassagesInput = z.object({
  questionId: z.string({ error: messages.questionIdRequired }).trim().min(1, messages.questionIdRequired).max(32, messages.questionNotFound),
});
export type SuggestPassagesInput = z.infer<typeof suggestPassagesInput>;
