import type { Em } from '../../../db/orm.js';
import { searchEvidence, type EvidenceHit } from '../../evidence/evidence.repository.js';
import type { QuestionPlan } from './question-plan.js';

/**
 * The project's chunks that best match each rubric element's phrases (ranked full-text search, one query
 * per element so that no element is crowded out by another) and the control's title words, without duplicates.
 */
export async function retrieveCandidates(em: Em, projectId: number, plan: QuestionPlan, perElement: number, signal?: AbortSignal): Promise<EvidenceHit[]> {
  const byChunk = new Map<number, EvidenceHit>();
  for (const element of plan.elements) {
    signal?.throwIfAborted();
    const hits = await searchEvidence(em, projectId, { phrases: element.phrases.map((p) => p.text) }, perElement);
    for (const hit of hits) if (!byChunk.has(hit.chunkId)) byChunk.set(hit.chunkId, hit);
  }
  // Passages about the control's topic that use none of the rubric's wording.
  if (plan.topicQuery) for (const hit of await searchEvidence(em, projectId, plan.topicQuery, perElement)) if (!byChunk.has(hit.chunkId)) byChunk.set(hit.chunkId, hit);
  return [...byChunk.values()];
}
