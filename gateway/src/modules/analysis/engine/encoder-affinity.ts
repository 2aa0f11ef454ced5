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
  const similarities = new Map<string, Float64Array>();
  return async (questionId, candidates, eligible, weight) => {
    const chosen = candidates.filter(eligible);
    if (!chosen.length || weight <= 0) return candidates;
    const questionVectors = await questionVectorsOf(encoder);
    const missing = [...new Set(chosen.map((c) => c.quote))].filter((s) => !similarities.has(s));
    if (missing.length) {
      const vectors = await encoder.embed(missing);
      if (similarities.size + missing.length > cacheLimit) similarities.clear();
      missing.forEach((s, i) => similarities.set(s, Float64Array.from(questionVectors, (q) => cosine(q, vectors[i]!))));
    }
    return candidates.map((c) => (eligible(c) ? { ...c, rank: fusedRank(questionId, affinityText(c.quote, c.hit.sectionLabel), similarities.get(c.quote)!, weight) } : c));
  };
}

/** The bank's question vectors, embedded once per encoder (the engine and passage suggestions share them). */
const questionVectors = new WeakMap<SentenceEncoder, Promise<number[][]>>();

/**
 * The bank's question vectors for this encoder: embedded on first need, or ahead of it by the product's warm start
 * (main.ts), which also loads the encoder itself. A failure is forgotten, so the next call tries again.
 */
export function questionVectorsOf(encoder: SentenceEncoder): Promise<number[][]> {
  let vectors = questionVectors.get(encoder);
  if (!vectors) {
    vectors = encoder.embed(questionBank.map(questionText));
    questionVectors.set(encoder, vectors);
    vectors.catch(() => questionVectors.delete(encoder));
  }
  return vectors;
}

/** What the encoder sees of a question: measured better than its title and text (bench/analysis/fusion.mjs). */
function questionText(question: BankQuestion): string {
  return `${question.title}. ${question.rubric.map((e) => e.requirement).join('. ')}`;
}
