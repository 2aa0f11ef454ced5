import type { BankQuestion } from '../../questions/bank/types.js';
import { citation, evidenceItem } from './citation.js';
import type { Decision } from './decision.js';
import type { AnalysisEngine, EngineAnswer } from './engine.types.js';
import type { EvidencePipeline } from './pipeline.js';
import { verifyQuote } from './quote.js';

/**
 * The embedded engine: deterministic, no network. Runs the evidence pipeline (pipeline.ts) on the question and
 * answers extractively with one short paragraph and one verbatim, cited quote per evidenced element; abstains
 * otherwise.
 */
export function createOfflineEngine(pipeline: EvidencePipeline): AnalysisEngine {
  return {
    name: 'offline',
    async answer(em, projectId, question, signal) {
      const run = await pipeline.run(em, projectId, question, { signal });
      return composeAnswer(question, pipeline.decide(run));
    },
  };
}

/** The extractive answer: strongest element first (it names the answer's document), then rubric order. */
export function composeAnswer(question: BankQuestion, decision: Decision): EngineAnswer | null {
  // Only quotes that check against their chunk leave the engine (the contract's citation rule).
  const checked = decision.evidenced?.filter((e) => verifyQuote(e.hit.text, e.quote)) ?? [];
  if (!checked.length) return null;
  const strongest = checked.reduce((a, b) => (b.score > a.score ? b : a));
  const ordered = [strongest, ...checked.filter((e) => e !== strongest)];
  const evidence = ordered.map((e) => evidenceItem(e.hit, e.quote, e.key));
  return {
    answer: ordered.map((e, i) => `${e.requirement}: "${e.quote}" (${citation(evidence[i]!)}).`).join('\n\n'),
    coverage: checked.length / question.rubric.length,
    evidence,
    engine: 'offline',
  };
}
