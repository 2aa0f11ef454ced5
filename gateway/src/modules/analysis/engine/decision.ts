import type { ElementEvidence, QuestionEvidence } from './evidence-scoring.js';

/** Which candidate sentences count, and how much: the decision's gates, applied to one sentence at a time. */
export interface GateTuning {
  /** Phrase score a sentence needs for its rubric element to count as evidenced. */
  elementThreshold: number;
  /** A sentence counts only for the questions it suits best: at most this rank among the bank's questions... */
  maxRank: number;
  /**
   * ...or, with `nearTie`, with an affinity at least this share of the affinity of the question it suits best: a
   * near tie means the sentence addresses both questions, as a training commitment does 7.3 and A.6.3.
   */
  nearTie: boolean;
  nearBest: number;
  /** ...and with at least this affinity to the question (0-1). */
  minSimilarity: number;
  /** With `affinityAlone`, a sentence matching no rubric phrase counts when its affinity reaches `similarityOnly`. */
  affinityAlone: boolean;
  similarityOnly: number;
}

/** Whether the sentences that count answer the question: the decision's conclusion, over all of them. */
export interface ConclusionTuning {
  /** Summed weights of the counting sentences a question needs to be answered (below it: abstain)... */
  questionThreshold: number;
  /** ...from at least this many distinct sentences: one incidental sentence is rarely a practice. */
  minSupport: number;
  /**
   * With `soleSentence`, one sentence answers the question on its own (threshold and support waived) when it
   * reaches `soleScore`, ranks first for the question with at least `soleSimilarity` affinity, and is worded as a
   * commitment ("must", "will", "is required", a frequency): a policy often states a practice once.
   */
  soleSentence: boolean;
  soleScore: number;
  soleSimilarity: number;
  /**
   * With `soleRestatement`, such a sentence answers without the phrase score when its affinity reaches
   * `soleSimilarityOnly` (one that all but restates the control).
   */
  soleRestatement: boolean;
  soleSimilarityOnly: number;
}

/** The offline engine's numbers: the decision's, the retrieval depth and the encoder's share in the rank. */
export interface EngineTuning extends GateTuning, ConclusionTuning {
  /** Chunks retrieved per rubric element. */
  chunksPerElement: number;
  /** The sentence encoder's share in the rank of a sentence among the bank's questions (0: lexical affinity only). */
  encoderWeight: number;
}

/**
 * Chosen by measurement on the per-document evaluation (`npm run bench -- analysis`; its history and the
 * out-of-sample figures in engine/README.md). The stance: abstain unless the documents clearly say it.
 */
export const defaultTuning: EngineTuning = {
  elementThreshold: 0.9,
  maxRank: 1,
  nearTie: true,
  nearBest: 0.97,
  minSimilarity: 0.25,
  affinityAlone: true,
  similarityOnly: 0.55,
  questionThreshold: 1.5,
  minSupport: 2,
  soleSentence: true,
  soleScore: 1.3,
  soleSimilarity: 0.4,
  soleRestatement: true,
  soleSimilarityOnly: 0.65,
  chunksPerElement: 8,
  encoderWeight: 0.2,
};

/** What a gate says of one candidate sentence. */
export type Gate =
  /** It counts. */
  | 'counts'
  /** It suits other questions better (rank, and no near tie). */
  | 'off-question'
  /** Its affinity to the question is below `minSimilarity`. */
  | 'too-dissimilar'
  /** It matches no rubric phrase and its affinity is below `similarityOnly`. */
  | 'no-phrase'
  /** It matches a phrase, but its score is below `elementThreshold`. */
  | 'weak';

/** The weight a candidate carries when its rank lets it count (0: too far from the question, or matching too little). */
export function candidateWeight(c: ElementEvidence, t: GateTuning): number {
  if (c.similarity < t.minSimilarity) return 0;
  return c.score >= t.elementThreshold ? c.score : t.affinityAlone && c.similarity >= t.similarityOnly ? t.elementThreshold : 0;
}

/** The gate one candidate stops at, or 'counts'. */
export function gateOf(c: ElementEvidence, t: GateTuning): Gate {
  if (c.rank > t.maxRank && !(t.nearTie && c.similarity >= t.nearBest * c.best)) return 'off-question';
  if (c.similarity < t.minSimilarity) return 'too-dissimilar';
  if (candidateWeight(c, t) > 0) return 'counts';
  return c.score > 0 ? 'weak' : 'no-phrase';
}

interface Weighted {
  candidate: ElementEvidence;
  weight: number;
}

/** The counting sentences of one question: per element the best, and the best that addresses it (the credit). */
export interface Weighed {
  notApplicable: boolean;
  best: Map<string, Weighted>;
  credited: Map<string, Weighted>;
  /** Each counting sentence once, with its best weight over the elements it fills. */
  sentences: Map<string, number>;
  /** The summed weight of the sentences that are some element's best: a sentence filling several counts once. */
  total: number;
}

/** The gates over every candidate of a question. */
export function weigh(evidence: QuestionEvidence, t: GateTuning): Weighed {
  const best = new Map<string, Weighted>();
  const credited = new Map<string, Weighted>();
  const sentences = new Map<string, number>();
  const better = (current: Weighted | undefined, c: ElementEvidence, weight: number) => !current || weight > current.weight || (weight === current.weight && c.similarity > current.candidate.similarity);
  if (!evidence.notApplicable) {
    for (const c of evidence.candidates) {
      if (gateOf(c, t) !== 'counts') continue;
      const weight = candidateWeight(c, t);
      sentences.set(c.quote, Math.max(sentences.get(c.quote) ?? 0, weight));
      if (better(best.get(c.key), c, weight)) best.set(c.key, { candidate: c, weight });
      if (c.addresses && better(credited.get(c.key), c, weight)) credited.set(c.key, { candidate: c, weight });
    }
  }
  const total = [...new Set([...best.values()].map((b) => b.candidate.quote))].reduce((sum, quote) => sum + sentences.get(quote)!, 0);
  return { notApplicable: evidence.notApplicable, best, credited, sentences, total };
}

/** Why the engine answered or abstained. */
export type DecisionReason =
  | 'answered'
  /** The passages say the question does not apply. */
  | 'not-applicable'
  /** No sentence passes the gates. */
  | 'nothing-counts'
  /** The counting sentences weigh less than `questionThreshold`, and none answers alone. */
  | 'below-threshold'
  /** Enough weight, from fewer than `minSupport` sentences, and none answers alone. */
  | 'too-little-support'
  /** Confident, but no counting sentence addresses an element it could be credited to. */
  | 'nothing-addressed';

export interface Decision {
  reason: DecisionReason;
  /** The elements evidenced, each with its best sentence that addresses it (null: left to a person). */
  evidenced: ElementEvidence[] | null;
}

/** One sentence that answers alone (ConclusionTuning.soleSentence, soleRestatement). */
function answersAlone({ weight, candidate: c }: Weighted, t: ConclusionTuning): boolean {
  if (c.rank !== 1 || !c.commitment) return false;
  return (t.soleSentence && weight >= t.soleScore && c.similarity >= t.soleSimilarity) || (t.soleRestatement && c.similarity >= t.soleSimilarityOnly);
}

/** Whether the counting sentences answer the question, and why. */
export function conclude(w: Weighed, t: ConclusionTuning): Decision {
  const abstain = (reason: DecisionReason): Decision => ({ reason, evidenced: null });
  if (w.notApplicable) return abstain('not-applicable');
  if (!w.sentences.size) return abstain('nothing-counts');
  const alone = [...w.best.values()].some((b) => answersAlone(b, t));
  if (!alone && w.total < t.questionThreshold) return abstain('below-threshold');
  if (!alone && w.sentences.size < t.minSupport) return abstain('too-little-support');
  if (!w.credited.size) return abstain('nothing-addressed');
  return { reason: 'answered', evidenced: [...w.credited.values()].map((b) => ({ ...b.candidate, score: b.weight })) };
}

/**
 * The offline decision: whether to answer is decided on every counting sentence; an element is credited only
 * with one that addresses it, and an answer left without any such element abstains.
 */
export function decide(evidence: QuestionEvidence, t: EngineTuning): Decision {
  return conclude(weigh(evidence, t), t);
}
