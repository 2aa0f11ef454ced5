import { z } from 'zod';
import { apiTokenLimits, apiTokenMessages, apiTokenScopes, limits } from '@gap/schema';

/** A calendar date (YYYY-MM-DD: the end of that day, UTC) or an ISO date-time; must lie in the future. */
const expiresAt = z
  .string({ error: apiTokenMessages.expiryInvalid })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = parseExpiry(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: apiTokenMessages.expiryInvalid });
      return z.NEVER;
    }
    if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: apiTokenMessages.expiryPast });
      return z.NEVER;
    }
    return date;
  });

export const createApiTokenInput = z.object({
  name: z
    .string({ error: apiTokenMessages.nameRequired })
    .trim()
    .min(apiTokenLimits.nameMin, apiTokenMessages.nameRequired)
    .max(apiTokenLimits.nameMax, apiTokenMessages.nameMax),
  scope: z.enum(apiTokenScopes, { error: apiTokenMessages.scopeInvalid }),
  expiresAt,
  // Asked again for a read-write token or one that never expires (checked by the service, not here).
  password: z.string({ error: apiTokenMessages.passwordNeeded }).max(limits.passwordMax * 4, apiTokenMessages.passwordWrong).nullish(),
});

/** A token that can write, or that never expires, is created only after the password is given again. */
export const needsPassword = (input: Pick<CreateApiTokenInput, 'scope' | 'expiresAt'>): boolean => input.scope === 'read-write' || input.expiresAt === null;
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

function parseExpiry(value: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const end = new Date(Date.UTC(year, month - 1, date, 23, 59, 59, 999));
    return end.getUTCFullYear() === year && end.getUTCMonth() === month - 1 && end.getUTCDate() === date ? end : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) || parsed.getUTCFullYear() > 9999 ? undefined : parsed;
}
