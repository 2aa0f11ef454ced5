import type { Em } from '../../../db/orm.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import { evidenceItem } from './citation.js';
import type { EvidenceItem } from './engine.types.js';
import type { ElementEvidence } from './evidence-scoring.js';
import type { EvidencePipeline, PipelineRun } from './pipeline.js';
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
 * The sentences a person answering `question` should read first: the pipeline's candidates (every one re-ranked
 * by the encoder), ranked by how well the question suits each sentence among the bank's questions, then by phrase
 * score and affinity; each sentence once, verbatim and cited. Unlike an answer, a suggestion asserts nothing: it
 * is offered where the engine abstains (measured: `npm run bench -- analysis --suggestions`).
 */
export async function suggestPassages(pipeline: EvidencePipeline, em: Em, projectId: number, question: BankQuestion, limit = suggestionLimit): Promise<PassageSuggestion[]> {
  return suggestionsOf(await pipeline.run(em, projectId, question, { rerank: 'all' }), limit);
}

/** The suggestions of a pipeline run made with `rerank: 'all'`. */
export function suggestionsOf(run: PipelineRun, limit = suggestionLimit): PassageSuggestion[] {
  const suggestions: PassageSuggestion[] = [];
  for (const c of [...run.evidence.candidates].sort(byStanding)) {
    if (suggestions.length >= limit) break;
    if (suggestions.some((s) => s.quote === c.quote) || !verifyQuote(c.hit.text, c.quote)) continue;
    suggestions.push({ ...evidenceItem(c.hit, c.quote, c.key), requirement: c.requirement });
  }
  return suggestions;
}

function byStanding(a: ElementEvidence, b: ElementEvidence): number {
  return Math.min(a.rank, rankCeiling) - Math.min(b.rank, rankCeiling) || b.score + b.similarity - (a.score + a.similarity);
}
