import { z } from 'zod';
import { limits, messages } from '@gap/schema';
import { instantIdKey, pageInput } from '../../lib/connection.js';

/** Optional free text: absent, null and blank all become ''. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v ?? '');

/** A real calendar date written YYYY-MM-DD (2025-02-30 is refused); blank means "today". */
const targetDate = z
  .string({ error: messages.targetDateInvalid })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return todayUtc();
    if (!isCalendarDate(v)) {
      ctx.addIssue({ code: 'custom', message: messages.targetDateInvalid });
      return z.NEVER;
    }
    return v;
  });

export const createProjectInput = z.object({
  name: z
    .string({ error: messages.projectNameMin })
    .trim()
    .min(limits.projectNameMin, messages.projectNameMin)
    .max(limits.projectNameMax, messages.projectNameMax),
  description: optionalText(limits.projectDescriptionMax, messages.projectDescriptionMax),
  scope: optionalText(limits.projectScopeMax, messages.projectScopeMax),
  targetDate,
});
export type CreateProjectInput = z.infer<typeof createProjectInput>;

/**
 * REST's list and GraphQL's `projects(limit:)`: `limit` is optional (all, up to the maximum); given, it is a whole
 * number in range: anything else is refused, not guessed. REST's `cursor` (from X-Next-Cursor) reads on from there.
 */
export const listProjectsInput = pageInput({ max: limits.projectListMax, defaultSize: limits.projectListMax, key: instantIdKey, names: { size: 'limit', cursor: 'cursor' } });
/** GraphQL's `projectsConnection(first:, after:)`. */
export const projectsPageInput = pageInput({ max: limits.projectListMax, defaultSize: 50, key: instantIdKey });
export type ListProjectsInput = z.infer<typeof listProjectsInput>;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "Today" is the server's UTC date: the form sends an explicit date whenever the user picks one. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
