import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import type { BankQuestion } from '../../questions/bank/index.js';
import { addressedElements, mainClause, saysNothingDone } from './element-address.js';
import { citableUnits } from './passages.js';
import { affinityText, affinityTo } from './question-affinity.js';
import { matchingPhrases, type QuestionPlan } from './question-plan.js';
import { isCommitment, isNormative, isNotApplicable, isRoleAssignment } from './statement-signals.js';
import { stems } from './terms.js';

/** Thresholds of the offline decision, chosen by measurement (`npm run bench -- analysis --sweep`). */
export interface EngineTuning {
  /** Phrase score a sentence needs for its rubric element to count as evidenced. */
  elementThreshold: number;
  /** Summed element scores a question needs to be answered (below it: abstain). */
  questionThreshold: number;
  /** A sentence counts only for the questions it suits best: at most this rank among the bank's questions. */
  maxRank: number;
  /**
   * ...or with an affinity at least this share of the affinity of the question it suits best (above 1: rank
   * only): a near tie means the sentence addresses both questions, as a training commitment does 7.3 and A.6.3.
   */
  nearBest: number;
  /** ...and with at least this affinity to the question (0-1). */
  minSimilarity: number;
  /** Affinity at which a sentence counts without matching a rubric phrase (above 1: never). */
  similarityOnly: number;
  /** Distinct qualifying sentences a question needs: one incidental sentence is rarely a practice... */
  minSupport: number;
  /** ...unless one sentence alone reaches this phrase score. */
  strongScore: number;
  /**
   * One sentence answers the question on its own (question threshold and support waived) when it reaches
   * this phrase score, ranks first for the question with at least `soleSimilarity` affinity, and is worded
   * as a commitment ("must", "will", "is required", a frequency): a policy often states a practice once.
   */
  soleScore: number;
  soleSimilarity: number;
  /**
   * ...or, without the phrase score, when its affinity to the question reaches this (a sentence that all but
   * restates the control: "The supplier service delivery must be regularly monitored, reviewed, and audited.").
   */
  soleSimilarityOnly: number;
  /** Chunks retrieved per rubric element. */
  chunksPerElement: number;
  /** The sentence encoder's share in the rank of a sentence among the bank's questions (0: lexical affinity only). */
  encoderWeight: number;
}

/**
 * Measured on the per-document evaluation (bench/analysis.mjs --sweep): the tuning with the best F1 among
 * those reaching 80 % precision; nearBest chosen on one organisation's documents (best F1 keeping its
 * precision) and checked on the other's; the sole-sentence rule raised F1 on both organisations' documents
 * (pooled: precision 0.892 -> 0.866, recall 0.312 -> 0.354). Counting a sentence once towards the total,
 * taking a practice described as in place as a commitment, leaving out what merely may or can happen and
 * counting a role name only where a role is assigned raised precision to 0.946 (recall 0.371); the question
 * threshold then came down from 1.8 to 1.5, the best F1 keeping the starting precision. Its curve (pooled
 * precision/recall): 1.8 0.946/0.371, 1.6 0.888/0.401, 1.5 0.882/0.409, 1.4 0.864/0.430, 1.3 0.858/0.435.
 * Looser tunings answer more questions but with many answers a person would have to reject; the engine's
 * stance is to abstain unless the documents clearly say it. The sentence encoder's weight in the rank
 * (`--fusion`, per-document pooled P/R, whole sets P/R): 0 0.882/0.409 0.957/0.608, 0.1 the same,
 * 0.2 0.886/0.426 0.959/0.628, 0.3 0.887/0.430 0.949/0.635, 0.5 0.873/0.435 0.960/0.642, 1 0.891/0.380;
 * 0.2 is the largest gain that loses no precision anywhere (both organisations, both views); reciprocal-rank
 * fusion of the two rankings measured lower (per-document precision 0.82-0.87).
 */
export const defaultTuning: EngineTuning = {
  elementThreshold: 0.9,
  questionThreshold: 1.5,
  maxRank: 1,
  nearBest: 0.97,
  minSimilarity: 0.25,
  similarityOnly: 0.55,
  minSupport: 2,
  strongScore: 99,
  soleScore: 1.3,
  soleSimilarity: 0.4,
  // Measured (npm run bench -- analysis, per document, pooled): 0.6 to 0.75 add 2 true positives and no false
  // positive; 0.55 adds 2 false positives. The middle of the plateau.
  soleSimilarityOnly: 0.65,
  chunksPerElement: 8,
  encoderWeight: 0.2,
};

/** One sentence that may evidence one rubric element. */
export interface ElementEvidence {
  key: string;
  requirement: string;
  hit: EvidenceHit;
  quote: string;
  /** Phrase weight plus wording and context bonuses (0 when no rubric phrase matched). */
  score: number;
  /**
   * The sentence addresses this element (element-address.ts), so it may be credited to it. One that does not
   * still tells whether the documents speak to the question at all, but evidences no element.
   */
  addresses: boolean;
  similarity: number;
  rank: number;
  best: number;
}

/** Candidate sentences per element (best first), and whether the passages call the question not applicable. */
export interface QuestionEvidence {
  candidates: ElementEvidence[];
  notApplicable: boolean;
}

const bonus = { normative: 0.3, topicInSentence: 0.4, topicInSection: 0.3, topicInChunk: 0.2, otherPhrase: 0.2 };
const keptPerElement = 6;

/**
 * Scores each citable sentence of the retrieved chunks against each rubric element: the best phrase
 * weight it matches plus bonuses (normative wording, the control's topic words nearby, further question
 * phrases in the sentence), and its affinity to the question among all bank questions. Negated sentences
 * never count; a not-applicable statement that names the question's topic flags the question. A sentence
 * is a candidate for the elements whose phrases it matches (or, matching none, the element whose words it
 * shares most), marked with whether it addresses each (element-address.ts).
 */
export function scoreEvidence(question: BankQuestion, plan: QuestionPlan, hits: readonly EvidenceHit[]): QuestionEvidence {
  const candidates: ElementEvidence[] = [];
  let notApplicable = false;
  const seen = new Set<string>();
  for (const hit of hits) {
    const sectionStems = new Set(stems(hit.sectionLabel ?? ''));
    const chunkStems = new Set(stems(hit.text));
    const topicAround = plan.topic.some((t) => sectionStems.has(t)) ? bonus.topicInSection : plan.topic.some((t) => chunkStems.has(t)) ? bonus.topicInChunk : 0;
    for (const unit of citableUnits(hit.text, hit.sectionLabel)) {
      if (seen.has(unit)) continue;
      seen.add(unit);
      const words = stems(unit);
      // A role named as the actor of something else ("approved by the Privacy Officer") says nothing of how the role is set up.
      const assignsRole = isRoleAssignment(unit);
      const named = plan.elements.map((element) => {
        const phrases = matchingPhrases(element, words);
        return assignsRole || phrases.some((p) => !p.role) ? phrases : [];
      });
      const topicInSentence = plan.topic.some((t) => words.includes(t));
      if (isNotApplicable(unit)) {
        notApplicable ||= topicInSentence && named.some((m) => m.length > 0);
        continue;
      }
      if (saysNothingDone(unit, named.flat())) continue;
      const element = (i: number) => plan.elements[i]!;
      const addressed = addressedElements(plan, stems(mainClause(unit)), assignsRole);
      const affinity = affinityTo(question.id, affinityText(unit, hit.sectionLabel));
      const namedElements = named.filter((m) => m.length > 0).length;
      const shared = (isNormative(unit) ? bonus.normative : 0) + (topicInSentence ? bonus.topicInSentence : topicAround) + bonus.otherPhrase * Math.max(0, Math.min(2, namedElements - 1));
      if (named.every((phrases) => !phrases.length)) {
        const i = closestElement(plan, words);
        candidates.push({ key: element(i).key, requirement: element(i).requirement, hit, quote: unit, score: 0, addresses: addressed[i]!, ...affinity });
        continue;
      }
      named.forEach((phrases, i) => {
        if (!phrases.length) return;
        const score = Math.max(...phrases.map((p) => p.weight)) + shared;
        candidates.push({ key: element(i).key, requirement: element(i).requirement, hit, quote: unit, score, addresses: addressed[i]!, ...affinity });
      });
    }
  }
  return { candidates: prune(candidates), notApplicable };
}

/** The element whose requirement and phrases share most words with the sentence. */
function closestElement(plan: QuestionPlan, words: string[]): number {
  const present = new Set(words);
  let best = 0;
  let bestOverlap = -1;
  plan.elements.forEach((element, i) => {
    const overlap = element.vocabulary.filter((s) => present.has(s)).length;
    if (overlap > bestOverlap) [best, bestOverlap] = [i, overlap];
  });
  return best;
}

/**
 * Per element the strongest few candidates by phrase score and by affinity (enough for any tuning), those that
 * address it and those that do not apart, so that mere mentions never crowd out evidence.
 */
function prune(candidates: ElementEvidence[]): ElementEvidence[] {
  const byKey = new Map<string, ElementEvidence[]>();
  for (const c of candidates) {
    const group = `${c.key}\n${c.addresses}`;
    (byKey.get(group) ?? byKey.set(group, []).get(group)!).push(c);
  }
  const kept = new Set<ElementEvidence>();
  for (const list of byKey.values()) {
    for (const c of [...list].sort((a, b) => b.score - a.score).slice(0, keptPerElement)) kept.add(c);
    for (const c of [...list].sort((a, b) => b.similarity - a.similarity).slice(0, keptPerElement)) kept.add(c);
  }
  return [...kept];
}

/** The weight a candidate carries when its rank lets it count (0: too far from the question, or matching too little). */
export function candidateWeight(c: ElementEvidence, tuning: EngineTuning): number {
  if (c.similarity < tuning.minSimilarity) return 0;
  return c.score >= tuning.elementThreshold ? c.score : c.similarity >= tuning.similarityOnly ? tuning.elementThreshold : 0;
}

/**
 * The elements evidenced with confidence, each with its best sentence that addresses it, or null when the
 * question should be left to a person. Whether to answer at all is decided on every qualifying sentence; an
 * element is credited only with one that addresses it, and an answer left without any such element abstains.
 */
export function decide(evidence: QuestionEvidence, tuning: EngineTuning): ElementEvidence[] | null {
  if (evidence.notApplicable) return null;
  const best = new Map<string, { candidate: ElementEvidence; weight: number }>();
  const credited = new Map<string, { candidate: ElementEvidence; weight: number }>();
  const better = (current: { candidate: ElementEvidence; weight: number } | undefined, c: ElementEvidence, weight: number) =>
    !current || weight > current.weight || (weight === current.weight && c.similarity > current.candidate.similarity);
  // Per qualifying sentence its best weight over the elements it fills.
  const sentences = new Map<string, number>();
  for (const c of evidence.candidates) {
    if (c.rank > tuning.maxRank && c.similarity < tuning.nearBest * c.best) continue;
    const weight = candidateWeight(c, tuning);
    if (!weight) continue;
    sentences.set(c.quote, Math.max(sentences.get(c.quote) ?? 0, weight));
    if (better(best.get(c.key), c, weight)) best.set(c.key, { candidate: c, weight });
    if (c.addresses && better(credited.get(c.key), c, weight)) credited.set(c.key, { candidate: c, weight });
  }
  // A sentence that fills several elements is still one piece of evidence: it counts once towards the total.
  const total = [...new Set([...best.values()].map((b) => b.candidate.quote))].reduce((sum, quote) => sum + sentences.get(quote)!, 0);
  const strong = [...best.values()].some((b) => b.weight >= tuning.strongScore);
  const sole = [...best.values()].some(
    ({ weight, candidate: c }) =>
      c.rank === 1 && isCommitment(c.quote) && ((weight >= tuning.soleScore && c.similarity >= tuning.soleSimilarity) || c.similarity >= tuning.soleSimilarityOnly),
  );
  const confident = (total >= tuning.questionThreshold && (sentences.size >= tuning.minSupport || strong)) || sole;
  return credited.size && confident ? [...credited.values()].map((b) => ({ ...b.candidate, score: b.weight })) : null;
}
