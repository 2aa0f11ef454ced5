import { z } from 'zod';
import type { Em } from '../../db/orm.js';
import { connectionFrom, idKey, pageInput, type Connection, type PageRequest } from '../../lib/connection.js';
import type { User } from '../users/user.entity.js';
import type { GapAssessmentService } from './gap-assessment.service.js';
import { GapFinding } from './gap-finding.entity.js';

/**
 * Findings are read in bank order (sortOrder, then id), as the list field answers them. An assessment's findings
 * never change once written, so a cursor stays valid for as long as the assessment exists.
 */
const findingKey = z.tuple([z.number().int().min(-(2 ** 31)).max(2 ** 31 - 1), idKey]);
type FindingKey = z.infer<typeof findingKey>;

/** A whole question bank fits one page (about 123 questions today), which is what REST answers without a limit. */
export const findingPageMax = 500;

/** GraphQL's `gapFindingsConnection(first:, after:)`. */
export const findingsPageInput = pageInput({ max: findingPageMax, defaultSize: 50, key: findingKey });

/** REST's `GET /api/projects/{id}/gap-findings?limit=&cursor=` (and `assessmentId`, read as before). */
export const listFindingsInput = pageInput({ max: findingPageMax, defaultSize: findingPageMax, key: findingKey, names: { size: 'limit', cursor: 'cursor' } });

/**
 * A page of the findings of the given (or latest) assessment of one of the owner's projects; an empty page before
 * the first assessment. Another user's project answers not-found, an unknown assessment too (as `findings` does).
 */
export async function findingsPage(em: Em, gap: GapAssessmentService, owner: User, rawProjectId: unknown, rawAssessmentId: unknown, page: PageRequest<FindingKey>): Promise<Connection<GapFinding>> {
  const { assessment } = await gap.assessment(em, owner, rawProjectId, rawAssessmentId);
  if (!assessment) return connectionFrom<GapFinding, GapFinding>([], page, 0, () => [], (finding) => finding);
  const after = page.after ? { $or: [{ sortOrder: { $gt: page.after[0] } }, { sortOrder: page.after[0], id: { $gt: page.after[1] } }] } : {};
  const rows = await em.find(GapFinding, { assessment: assessment.id, ...after }, { orderBy: { sortOrder: 'asc', id: 'asc' }, limit: page.size + 1 });
  return connectionFrom(rows, page, await em.count(GapFinding, { assessment: assessment.id }), (finding) => [finding.sortOrder, finding.id], (finding) => finding);
}
