import { cosine } from '../../knowledge/embeddings/embedder.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import type { ElementEvidence } from './evidence-scoring.js';
import { affinityModel, affinityText } from './question-affinity.js';

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
export function createEncoderAffinity(encoder: SentenceEncoder, bank: readonly BankQuestion[]): Rerank {
  const similarities = new Map<string, Float64Array>();
  const { fusedRank } = affinityModel(bank);
  return async (questionId, candidates, eligible, weight) => {
    const chosen = candidates.filter(eligible);
    if (!chosen.length || weight <= 0) return candidates;
    const questionVectors = await questionVectorsOf(encoder, bank);
    const missing = [...new Set(chosen.map((c) => c.quote))].filter((s) => !similarities.has(s));
    if (missing.length) {
      const vectors = await encoder.embed(missing);
      if (similarities.size + missing.length > cacheLimit) similarities.clear();
      missing.forEach((s, i) => similarities.set(s, Float64Array.from(questionVectors, (q) => cosine(q, vectors[i]!))));
    }
    return candidates.map((c) => (eligible(c) ? { ...c, rank: fusedRank(questionId, affinityText(c.quote, c.hit.sectionLabel), similarities.get(c.quote)!, weight) } : c));
  };
}

/** The bank's question vectors, embedded once per encoder and bank (the engine and passage suggestions share them). */
const questionVectors = new WeakMap<SentenceEncoder, WeakMap<readonly BankQuestion[], Promise<number[][]>>>();

/**
 * The bank's question vectors for this encoder: embedded on first need, or ahead of it by the product's warm start
 * (main.ts), which also loads the encoder itself. A failure is forgotten, so the next call tries again.
 */
export function questionVectorsOf(encoder: SentenceEncoder, bank: readonly BankQuestion[]): Promise<number[][]> {
  const byBank = questionVectors.get(encoder) ?? questionVectors.set(encoder, new WeakMap()).get(encoder)!;
  let vectors = byBank.get(bank);
  if (!vectors) {
    vectors = encoder.embed(bank.map(questionText));
    byBank.set(bank, vectors);
    vectors.catch(() => byBank.delete(bank));
  }
  return vectors;
}

/** What the encoder sees of a question: measured better than its title and text (engine/README.md, the encoder's weight). */
function questionText(question: BankQuestion): string {
  return `${question.title}. ${question.rubric.map((e) => e.requirement).join('. ')}`;
}
