import { buildSchema, findBreakingChanges, type BreakingChange } from 'graphql';

/** A breaking change made on purpose, with the reason deployed clients can live with it (schema/accepted-breaking-changes.json). */
export interface AcceptedChange {
  type: string;
  description: string;
  reason: string;
}

/**
 * The changes from the released schema to the current one that would break a remote or an integrator already
 * deployed (graphql-js's `findBreakingChanges`: a field, type, argument or enum value removed, a type changed, an
 * argument made required), less those accepted on purpose.
 */
export function unacceptedBreakingChanges(releasedSdl: string, currentSdl: string, accepted: readonly AcceptedChange[]): BreakingChange[] {
  const changes = findBreakingChanges(buildSchema(releasedSdl), buildSchema(currentSdl));
  return changes.filter((change) => !accepted.some((a) => a.type === change.type && a.description === change.description));
}
