import { z } from 'zod';
import { activityKinds, activityPageMax } from '@gap/schema';
import { idKey, pageInput } from '../../lib/connection.js';
import { parseEntityId } from '../../lib/entity-id.js';

const activityKey = z.tuple([idKey]);

/** GraphQL's `projectActivity(first:, after:)` / `workspaceActivity`. */
export const activityPageInput = pageInput({ max: activityPageMax, defaultSize: 50, key: activityKey });
/** REST's `?limit=&cursor=`. */
export const activityRestPageInput = pageInput({ max: activityPageMax, defaultSize: 50, key: activityKey, names: { size: 'limit', cursor: 'cursor' } });

/** The filters: kinds among the known ones, an actor by user id. */
export const activityFilterInput = z.object({
  kinds: z.array(z.enum(activityKinds, { error: `Kind must be one of ${activityKinds.join(', ')}` })).max(activityKinds.length).optional(),
  actorId: z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const id = parseEntityId(value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: 'actorId must be a user id' });
        return z.NEVER;
      }
      return id;
    }),
});
export type ActivityFilterInput = z.infer<typeof activityFilterInput>;
