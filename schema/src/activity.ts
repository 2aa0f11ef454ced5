/** What the activity log records (DESIGN section 6): dotted kinds, the noun first. */
export const activityKinds = [
  'answer.saved',
  'answer.na',
  'answer.accepted',
  'document.uploaded',
  'document.deleted',
  'run.started',
  'run.cancelled',
  'run.finished',
  'assessment.completed',
  'credits.bought',
  'credits.spent',
  'member.invited',
  'member.joined',
  'member.role_changed',
  'member.removed',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** How many activity entries one page answers at most. */
export const activityPageMax = 100;

/** A sentence per kind for screens and the export ("Priya saved an answer to A.5.15"). */
export const activityLabels: Record<ActivityKind, string> = {
  'answer.saved': 'saved an answer to',
  'answer.na': 'marked not applicable',
  'answer.accepted': 'accepted the AI answer to',
  'document.uploaded': 'uploaded',
  'document.deleted': 'deleted',
  'run.started': 'started an AI analysis',
  'run.cancelled': 'cancelled an AI analysis',
  'run.finished': 'AI analysis finished',
  'assessment.completed': 'ran the gap assessment',
  'credits.bought': 'bought credits',
  'credits.spent': 'spent a credit',
  'member.invited': 'invited',
  'member.joined': 'joined as',
  'member.role_changed': 'changed the role of',
  'member.removed': 'removed',
};
