import { counterpartRefs } from '../../questions/bank/counterparts.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import { stems } from './terms.js';

/**
 * Which controls a sentence is about. Every bank question gets a weighted vocabulary (title words weigh
 * most, then rubric phrases, requirements, and the question's own text), each word weighted by its rarity
 * across the bank; a sentence's affinity to a question is the share of its (known) vocabulary that the
 * question covers, and its rank says how many questions it suits better. A sentence about access reviews
 * thereby counts for A.5.18 rather than for every question that happens to share one phrase with it.
 */
export interface Affinity {
  /** 0-1: weighted share of the sentence's words that belong to the question's vocabulary. */
  similarity: number;
  /** 1 = no question of the bank suits the sentence better. */
  rank: number;
  /** The affinity of the question the sentence suits best (equals `similarity` at rank 1). */
  best: number;
}

interface Vocabulary {
  index: Map<string, number>;
  /** stem -> (question index, weight) */
  postings: Map<string, { question: number; weight: number }[]>;
  /** stem -> largest weight any question gives it (the normaliser). */
  ceiling: Map<string, number>;
}

const fieldWeights = { title: 3, phrase: 2, requirement: 1.5, text: 1 };
const cacheLimit = 20_000;

/** A question bank's affinity measure (the vocabulary, the counterparts and a cache of sentence scores). */
export interface AffinityModel {
  /** The sentence's affinity to `questionId` and its rank among the bank's questions other than its counterparts. */
  affinityTo(questionId: string, sentence: string): Affinity;
  /**
   * The rank of `questionId` when the sentence's lexical affinities are fused with a second signal, one score per
   * bank question in bank order (the sentence encoder's cosine similarities): a weighted sum of the two score
   * vectors' z-scores, so that neither scale dominates; `weight` is the second signal's share (0-1).
   */
  fusedRank(questionId: string, sentence: string, second: ArrayLike<number>, weight: number): number;
}

const models = new WeakMap<readonly BankQuestion[], AffinityModel>();

/** The affinity model of a question bank, built on first use and shared by every pipeline over the same bank. */
export function affinityModel(bank: readonly BankQuestion[]): AffinityModel {
  let model = models.get(bank);
  if (!model) models.set(bank, (model = buildModel(bank)));
  return model;
}

function buildModel(bank: readonly BankQuestion[]): AffinityModel {
  const vocabulary = build(bank);
  const counterparts = counterpartIndex(bank);
  const cache = new Map<string, Float64Array>();

  /** The sentence's affinity to each bank question (cached per sentence text). */
  const affinities = (sentence: string): Float64Array => {
    let scores = cache.get(sentence);
    if (scores) return scores;
    scores = new Float64Array(bank.length);
    let norm = 0;
    const known = new Set(stems(sentence));
    for (const s of known) {
      const list = vocabulary.postings.get(s);
      if (!list) {
        known.delete(s);
        continue;
      }
      norm += vocabulary.ceiling.get(s)!;
      for (const { question, weight } of list) scores[question]! += weight;
    }
    // Short fragments cover a question's vocabulary easily; a statement needs some words to say something.
    const damping = Math.min(1, known.size / 6);
    if (norm > 0) for (let i = 0; i < scores.length; i++) scores[i]! = (scores[i]! / norm) * damping;
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(sentence, scores);
    return scores;
  };

  /** The question's rank among the bank's questions other than its counterparts, and the best score among them. */
  const standing = (questionId: string, scores: ArrayLike<number>): { rank: number; best: number } => {
    const own = scores[vocabulary.index.get(questionId)!] ?? 0;
    const alike = counterparts.get(questionId);
    let rank = 1;
    let best = own;
    for (let i = 0; i < scores.length; i++) {
      if (alike?.has(i)) continue;
      if (scores[i]! > own) rank++;
      if (scores[i]! > best) best = scores[i]!;
    }
    return { rank, best };
  };

  return {
    affinityTo(questionId, sentence) {
      const scores = affinities(sentence);
      return { similarity: scores[vocabulary.index.get(questionId)!] ?? 0, ...standing(questionId, scores) };
    },
    fusedRank(questionId, sentence, second, weight) {
      const lexical = standardised(affinities(sentence));
      const other = standardised(second);
      return standing(questionId, lexical.map((score, i) => (1 - weight) * score + weight * other[i]!)).rank;
    },
  };
}

function build(bank: readonly BankQuestion[]): Vocabulary {
  const bags = bank.map((q) => {
    const bag = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const s of new Set(stems(text))) bag.set(s, Math.max(bag.get(s) ?? 0, weight));
    };
    add(q.title, fieldWeights.title);
    for (const e of q.rubric) {
      add(e.requirement, fieldWeights.requirement);
      for (const phrase of e.evidencePhrases) add(phrase, fieldWeights.phrase);
    }
    add(`${q.text} ${q.guidance} ${q.typicalEvidence.join(' ')}`, fieldWeights.text);
    return bag;
  });
  const documentFrequency = new Map<string, number>();
  for (const bag of bags) for (const s of bag.keys()) documentFrequency.set(s, (documentFrequency.get(s) ?? 0) + 1);
  const postings = new Map<string, { question: number; weight: number }[]>();
  const ceiling = new Map<string, number>();
  bags.forEach((bag, question) => {
    for (const [s, fieldWeight] of bag) {
      const weight = fieldWeight * Math.log(1 + bags.length / documentFrequency.get(s)!);
      (postings.get(s) ?? postings.set(s, []).get(s)!).push({ question, weight });
      ceiling.set(s, Math.max(ceiling.get(s) ?? 0, weight));
    }
  });
  return { index: new Map(bank.map((q, i) => [q.id, i])), postings, ceiling };
}

/** Question id -> indices of the questions that ask for the same practice (they do not compete for a sentence). */
function counterpartIndex(bank: readonly BankQuestion[]): Map<string, Set<number>> {
  const counterparts = new Map<string, Set<number>>();
  const byRef = new Map(bank.map((q, i) => [q.controlRef, i]));
  for (const [a, b] of counterpartRefs) {
    const [i, j] = [byRef.get(a), byRef.get(b)];
    if (i === undefined || j === undefined) continue;
    (counterparts.get(bank[i]!.id) ?? counterparts.set(bank[i]!.id, new Set()).get(bank[i]!.id)!).add(j);
    (counterparts.get(bank[j]!.id) ?? counterparts.set(bank[j]!.id, new Set()).get(bank[j]!.id)!).add(i);
  }
  return counterparts;
}

/** The text whose affinity is measured for a sentence: the heading says what a passage is about as much as its own words do. */
export function affinityText(sentence: string, heading: string | null): string {
  return heading ? `${heading}. ${sentence}` : sentence;
}

function standardised(scores: ArrayLike<number>): number[] {
  const values = Array.from(scores);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const spread = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1;
  return values.map((v) => (v - mean) / spread);
}
