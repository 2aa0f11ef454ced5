import type { BankQuestion } from '../../questions/bank/index.js';
import { citation, evidenceItem } from './citation.js';
import type { AnalysisEngine, EngineAnswer } from './engine.types.js';
import { createEncoderAffinity, type SentenceEncoder } from './encoder-affinity.js';
import { retrieveCandidates } from './evidence-retrieval.js';
import { candidateWeight, decide, defaultTuning, scoreEvidence, type ElementEvidence, type EngineTuning } from './evidence-scoring.js';
import { planQuestion } from './question-plan.js';
import { verifyQuote } from './quote.js';

/**
 * The embedded engine: deterministic, no network. Retrieves passages per rubric element, keeps the best
 * sentence of each element that clears the measured thresholds, and answers extractively with one short
 * paragraph and one verbatim, cited quote per evidenced element; abstains otherwise. With a sentence encoder,
 * the rank of a sentence among the bank's questions fuses its lexical affinity with the encoder's similarity.
 */
export function createOfflineEngine(encoder?: SentenceEncoder, tuning: EngineTuning = defaultTuning): AnalysisEngine {
  const rerank = encoder && createEncoderAffinity(encoder);
  return {
    name: 'offline',
    async answer(em, projectId, question, signal) {
      const plan = planQuestion(question);
      const hits = await retrieveCandidates(em, projectId, plan, tuning.chunksPerElement, signal);
      const evidence = scoreEvidence(question, plan, hits);
      if (rerank && !evidence.notApplicable) evidence.candidates = await rerank(question.id, evidence.candidates, (c) => candidateWeight(c, tuning) > 0, tuning.encoderWeight);
      const evidenced = decide(evidence, tuning);
      return evidenced ? composeAnswer(question, evidenced) : null;
    },
  };
}

/** The extractive answer: strongest element first (it names the answer's document), then rubric order. */
export function composeAnswer(question: BankQuestion, evidenced: ElementEvidence[]): EngineAnswer | null {
  // Only quotes that check against their chunk leave the engine (the contract's citation rule).
  const checked = evidenced.filter((e) => verifyQuote(e.hit.text, e.quote));
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
