import type { Em } from '../../../db/orm.js';
import type { BankQuestion } from '../../questions/bank/index.js';
import { evidenceItem } from './citation.js';
import type { Rerank } from './encoder-affinity.js';
import type { EvidenceItem } from './engine.types.js';
import { retrieveCandidates } from './evidence-retrieval.js';
import { defaultTuning, scoreEvidence, type ElementEvidence } from './evidence-scoring.js';
import { planQuestion } from './question-plan.js';
import { verifyQuote } from './quote.js';

/** A sentence of the project's documents that may address a question, for the person answering it. */
export interface PassageSuggestion extends EvidenceItem {
  /** The rubric element the sentence comes closest to. */
  requirement: string;
}

export const suggestionLimit = 5;
/** Ranks past this one say equally little: the sentence suits several other questions better. */
const rankCeiling = 4;

/**
 * The sentences a person answering `question` should read first: the offline engine's candidates, ranked
 * by how well the question suits each sentence among the bank's questions, then by phrase score and
 * affinity; each sentence once, verbatim and cited. Unlike an answer, a suggestion asserts nothing: it is
 * offered where the engine abstains (measured: `npm run bench -- analysis --suggestions`). `rerank`: one per
 * sentence encoder (it caches the bank's embeddings).
 */
export async function suggestPassages(em: Em, projectId: number, question: BankQuestion, rerank?: Rerank, limit = suggestionLimit): Promise<PassageSuggestion[]> {
  const plan = planQuestion(question);
  const hits = await retrieveCandidates(em, projectId, plan, defaultTuning.chunksPerElement);
  let { candidates } = scoreEvidence(question, plan, hits);
  // The sentence encoder's similarity fused into every candidate's rank, as the engine does for those that can count.
  if (rerank) candidates = await rerank(question.id, candidates, () => true, defaultTuning.encoderWeight);
  const suggestions: PassageSuggestion[] = [];
  for (const c of [...candidates].sort(byStanding)) {
    if (suggestions.length >= limit) break;
    if (suggestions.some((s) => s.quote === c.quote) || !verifyQuote(c.hit.text, c.quote)) continue;
    suggestions.push({ ...evidenceItem(c.hit, c.quote, c.key), requirement: c.requirement });
  }
  return suggestions;
}

function byStanding(a: ElementEvidence, b: ElementEvidence): number {
  return Math.min(a.rank, rankCeiling) - Math.min(b.rank, rankCeiling) || b.score + b.similarity - (a.score + a.similarity);
}
