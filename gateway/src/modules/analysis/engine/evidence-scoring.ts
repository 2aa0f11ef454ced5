import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import type { BankQuestion } from '../../questions/bank/index.js';
import { phrasesStated, readSentence } from '../../questions/rubric-matching.js';
import { addressedElements, mainClause, saysNothingDone } from './element-address.js';
import { citableUnits } from './passages.js';
import { affinityText, type AffinityModel } from './question-affinity.js';
import { matchingPhrases, type QuestionPlan } from './question-plan.js';
import { isCommitment, isNormative, isNotApplicable, isRoleAssignment } from './statement-signals.js';
import { stems } from './terms.js';

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
  /** Worded as a commitment ("must", "will", a frequency) or a practice described as in place (statement-signals.ts). */
  commitment: boolean;
}

/** Why scoring set a citable sentence aside before it became a candidate. */
export type SetAside = 'not-applicable' | 'says-nothing-done';

/** Candidate sentences per element (best first), and whether the passages call the question not applicable. */
export interface QuestionEvidence {
  candidates: ElementEvidence[];
  notApplicable: boolean;
  /** The citable sentences set aside, each with its reason (what `--explain` reports). */
  setAside: Map<string, SetAside>;
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
export function scoreEvidence(question: BankQuestion, plan: QuestionPlan, hits: readonly EvidenceHit[], affinity: AffinityModel): QuestionEvidence {
  const candidates: ElementEvidence[] = [];
  const setAside = new Map<string, SetAside>();
  let notApplicable = false;
  const seen = new Set<string>();
  for (const hit of hits) {
    const sectionStems = new Set(stems(hit.sectionLabel ?? ''));
    const chunkStems = new Set(stems(hit.text));
    const topicAround = plan.topic.some((t) => sectionStems.has(t)) ? bonus.topicInSection : plan.topic.some((t) => chunkStems.has(t)) ? bonus.topicInChunk : 0;
    for (const unit of citableUnits(hit.text, hit.sectionLabel)) {
      if (seen.has(unit)) continue;
      seen.add(unit);
      const reading = readSentence(unit);
      const words = reading.words;
      // A role named as the actor of something else ("approved by the Privacy Officer") says nothing of how the role is set up.
      const assignsRole = isRoleAssignment(unit);
      const named = plan.elements.map((element) => {
        const phrases = matchingPhrases(element, words);
        return assignsRole || phrases.some((p) => !p.role) ? phrases : [];
      });
      const topicInSentence = plan.topic.some((t) => words.includes(t));
      if (isNotApplicable(unit)) {
        notApplicable ||= topicInSentence && named.some((m) => m.length > 0);
        setAside.set(unit, 'not-applicable');
        continue;
      }
      // Phrases only denied or planned in their clause ("..., but restores are not tested") evidence nothing.
      const stated = named.map((phrases) => phrasesStated(reading, phrases));
      if (saysNothingDone(unit, stated.flat())) {
        setAside.set(unit, 'says-nothing-done');
        continue;
      }
      const element = (i: number) => plan.elements[i]!;
      const addressed = addressedElements(plan, mainClause(unit), assignsRole);
      const standing = { ...affinity.affinityTo(question.id, affinityText(unit, hit.sectionLabel)), commitment: isCommitment(unit) };
      const namedElements = stated.filter((m) => m.length > 0).length;
      const shared = (isNormative(unit) ? bonus.normative : 0) + (topicInSentence ? bonus.topicInSentence : topicAround) + bonus.otherPhrase * Math.max(0, Math.min(2, namedElements - 1));
      if (stated.every((phrases) => !phrases.length)) {
        const i = closestElement(plan, words);
        candidates.push({ key: element(i).key, requirement: element(i).requirement, hit, quote: unit, score: 0, addresses: addressed[i]!, ...standing });
        continue;
      }
      stated.forEach((phrases, i) => {
        if (!phrases.length) return;
        const score = Math.max(...phrases.map((p) => p.weight)) + shared;
        candidates.push({ key: element(i).key, requirement: element(i).requirement, hit, quote: unit, score, addresses: addressed[i]!, ...standing });
      });
    }
  }
  return { candidates: prune(candidates), notApplicable, setAside };
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
