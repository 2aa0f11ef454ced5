import { cosine } from '../../knowledge/embeddings/embedder.js';
import { questionBank, type BankQuestion } from '../../questions/bank/index.js';
import type { ElementEvidence } from './evidence-scoring.js';
import { affinityText, fusedRank } from './question-affinity.js';

/** What the engine needs of a sentence encoder (the knowledge base's LocalEncoder): unit-length vectors, one per text, in order. */
export interface SentenceEncoder {
  embed(texts: string[]): Promise<number[][]>;
}

/** Re-ranks candidates by the fused affinity; `eligible` picks the ones whose rank can change the decision. */
export type Rerank = (questionId: string, candidates: ElementEvidence[], eligible: (c: ElementEvidence) => boolean, weight: number) => Promise<ElementEvidence[]>;

/** Sentences whose encoder similarities are kept (123 numbers each). */
const cacheLimit = 20_000;

/**
 * The second affinity signal: the sentence encoder's cosine similarity of a sentence to each bank question
 * (its title and rubric requirements, embedded once), fused with the lexical affinity (question-affinity.ts).
 * Only the candidates that could count are embedded, in one call per question, so the cost follows what
 * the documents say about the question rather than their size.
 */
export function createEncoderAffinity(encoder: SentenceEncoder): Rerank {
  let questions: Promise<number[][]> | undefined;
  const similarities = new Map<string, Float64Array>();
  return async (questionId, candidates, eligible, weight) => {
    const chosen = candidates.filter(eligible);
    if (!chosen.length || weight <= 0) return candidates;
    questions ??= encoder.embed(questionBank.map(questionText)).catch((error: unknown) => {
      questions = undefined;
      throw error;
    });
    const questionVectors = await questions;
    const missing = [...new Set(chosen.map((c) => c.quote))].filter((s) => !similarities.has(s));
    if (missing.length) {
      const vectors = await encoder.embed(missing);
      if (similarities.size + missing.length > cacheLimit) similarities.clear();
      missing.forEach((s, i) => similarities.set(s, Float64Array.from(questionVectors, (q) => cosine(q, vectors[i]!))));
    }
    return candidates.map((c) => (eligible(c) ? { ...c, rank: fusedRank(questionId, affinityText(c.quote, c.hit.sectionLabel), similarities.get(c.quote)!, weight) } : c));
  };
}

/** What the encoder sees of a question: measured better than its title and text (bench/analysis/fusion.mjs). */
function questionText(question: BankQuestion): string {
  return `${question.title}. ${question.rubric.map((e) => e.requirement).join('. ')}`;
}
