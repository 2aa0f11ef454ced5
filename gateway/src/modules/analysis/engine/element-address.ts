import { phrasesStated, readSentence } from '../../questions/rubric-matching.js';
import { isStatement } from './passages.js';
import type { ElementPlan, PlannedPhrase, QuestionPlan } from './question-plan.js';
import { describesScope, isCharacterisation, isCrossReference, isDefinition, isDependence, isMerePossibility, isNegated, isNotApplicable, isRoleAssignment } from './statement-signals.js';
import { findPhrase, stems } from './terms.js';

/**
 * Whether a sentence addresses a rubric element, so that it may be credited to it: the one check both
 * engines apply before a quote becomes an element's evidence. A sentence about the question's topic is not
 * yet about each of its elements ("Passwords that must be stored in non-hashed format must be encrypted" says
 * nothing of password quality rules), and one naming an actor is not about what that actor must do
 * ("approved by senior management" is not top management setting the policy).
 */

/** Words that say when, how much, whether or how surely: they name no practice ("changed before", "patch within"). */
const functionWords = new Set(stems('before after within during once prior upon any all each every only also least other not no must should may can could would might'));
/** Words every question shares: a practice is not named by one of them alone ("security@"). */
const commonWords = new Set(stems('information security management system systems control controls use'));
const generic = new Set([...functionWords, ...commonWords]);
/** Words that name who acts: a phrase made only of them names an actor, not a practice ("senior management", "executive team"). */
const actorWords = new Set(stems('top senior executive executives management board directors director leadership team teams committee officer officers owner owners head chief staff personnel'));

/** A phrase made only of actor (and generic) words. */
export const namesActor = (phraseStems: readonly string[]) => phraseStems.every((s) => actorWords.has(s) || generic.has(s));

/**
 * An element's key terms: the words of its requirement and of the bank's own evidence phrases for it that name
 * neither the question's topic (its title words), nor an actor, nor a practice another element of the question
 * has a phrase (or a synonym variant of one) for. A synonym variant adds none: "monitoring" standing for
 * "reviewed regularly" does not make monitoring a key term of log review.
 */
export function keyTermsOf(element: Pick<ElementPlan, 'requirement' | 'phrases'>, others: readonly Pick<ElementPlan, 'phrases'>[], topic: readonly string[]): string[] {
  const taken = new Set([...topic, ...others.flatMap((o) => o.phrases.flatMap((p) => p.stems))]);
  const own = [...stems(element.requirement), ...element.phrases.filter((p) => p.own).flatMap((p) => p.stems)];
  return [...new Set(own.filter((s) => !taken.has(s) && !generic.has(s) && !actorWords.has(s) && s.length > 1))];
}

/**
 * One of the bank's own phrases for the element that says what it is about: two or more words that are not
 * function words ("awareness training", "security event"), or one word written alone that is not common to
 * every question ("logging", "containment"; not "security@"). A synonym variant ("password" standing for
 * "passphrase") or a phrase its function words reduce to one ordinary word ("patch within", "changed before")
 * does not.
 */
function isTelling(p: PlannedPhrase): boolean {
  const content = p.stems.filter((s) => !functionWords.has(s));
  return p.own && (content.length >= 2 || (content.length === 1 && !commonWords.has(content[0]!) && p.stems.length === 1 && !/\s/.test(p.text.trim())));
}

/**
 * Names at least `count` of the element's key terms: how a sentence can address an element none of whose
 * phrases addresses it (one beside a phrase of the element, two where it matches none).
 */
const namesKeyTerms = (element: ElementPlan, words: readonly string[], count: number) => element.keyTerms.filter((t) => words.includes(t)).length >= count;

/**
 * The matched phrases that address their element: a role ("privacy officer") where the sentence assigns it; an
 * actor ("senior management") where the sentence also names one of the element's key terms; a telling phrase of
 * the element's own; any other phrase when it holds a key term itself ("password reset", not "password").
 */
function addressingPhrases(element: ElementPlan, matched: readonly PlannedPhrase[], words: readonly string[], assignsRole: boolean): PlannedPhrase[] {
  return matched.filter((p) => (p.role ? assignsRole : p.actor ? namesKeyTerms(element, words, 1) : isTelling(p) || p.stems.some((s) => element.keyTerms.includes(s))));
}

/**
 * Each element's phrases found in the sentence (`found`), and its matched phrases (`matched`): those less the ones
 * lying inside a longer phrase of another element matched at the same place: "data protection" within "data
 * protection impact assessment" names the assessment, not a privacy policy.
 */
function matchedPerElement(plan: QuestionPlan, words: readonly string[]): { found: PlannedPhrase[][]; matched: PlannedPhrase[][] } {
  const spans = plan.elements.map((element) =>
    element.phrases.flatMap((p) => {
      const from = findPhrase(words, p.stems);
      return from < 0 ? [] : [{ p, from, to: from + p.stems.length }];
    }),
  );
  const enclosed = (i: number, s: (typeof spans)[number][number]) =>
    spans.some((other, j) => j !== i && other.some((o) => o.to - o.from > s.to - s.from && o.from <= s.from && o.to >= s.to));
  return { found: spans.map((own) => own.map((s) => s.p)), matched: spans.map((own, i) => own.filter((s) => !enclosed(i, s)).map((s) => s.p)) };
}

/**
 * Says nothing of what is done, whatever it names: a negation or plan that leaves no phrase stated (`stated`: the
 * phrases the rubric matcher reads as stated, phrasesStated; "Backups are encrypted, but restores are not tested"
 * still states encryption), a not-applicable statement, a pointer to another document, a definition, a mere
 * possibility, or what something is like.
 */
export function saysNothingDone(sentence: string, stated: readonly PlannedPhrase[]): boolean {
  if (isNotApplicable(sentence)) return true;
  if (!stated.length && isNegated(sentence)) return true;
  return isCrossReference(sentence) || isDefinition(sentence) || isMerePossibility(sentence) || isCharacterisation(sentence);
}

/**
 * The part of a sentence that says what is done: without a leading condition ("If the lead is unable to act, the
 * deputy decides": "If ... ,") or a trailing one ("... if personal data is used"; not "to determine if"). A
 * practice named only in a condition is the circumstance of another practice, not a practice the sentence states.
 */
export function mainClause(sentence: string): string {
  const main = sentence
    .replace(/^\s*(if|unless)\b[^,;:]*[,;:]\s*/i, '')
    .replace(/(?<!\b(determine|check|see|know|assess|evaluate|verify|decide|ask|establish|confirm|whether))[,;]?\s+(if|unless)\b.*$/i, '');
  return main.trim() ? main : sentence;
}

/**
 * Per element of the question, whether a sentence's main clause (mainClause) that states something done addresses
 * it: an addressing phrase of the element, or its key terms (namesKeyTerms); none where the sentence says what a
 * document covers (describesScope) or what something depends on (isDependence: the sentence may still count towards
 * answering), nor an element named only as the thing another element's practice is done to (withoutObjects).
 */
export function addressedElements(plan: QuestionPlan, clause: string, assignsRole: boolean): boolean[] {
  if (describesScope(clause) || isDependence(clause)) return plan.elements.map(() => false);
  const words = stems(clause);
  const { found, matched } = matchedPerElement(plan, words);
  const addressed = matched.map(
    (phrases, i) => addressingPhrases(plan.elements[i]!, phrases, words, assignsRole).length > 0 || namesKeyTerms(plan.elements[i]!, words, phrases.length ? 1 : 2),
  );
  return withoutObjects(plan, words, found, addressed);
}

/** Words that make a phrase name something done: a participle ("tested", "rules are reviewed", "kept") or a frequency or deadline. */
const doneWording = /\b\w{2,}[^e\W]ed\b|\b(taken|given|written|kept|done|made|run|held|annually|quarterly|monthly|weekly|daily|regularly|within|before|after)\b/i;

/**
 * Leaves out an element named only as the thing another element's practice is done to: in "The incident response
 * plan is tested annually" the plan is what is tested (testing, not a documented plan); in "Firewall and switch rules
 * are reviewed every quarter", the rules are what is reviewed (review, not traffic filtering). Such an element is named
 * only by phrases that say nothing done ("incident response plan", "firewall"), beside an own phrase of another
 * addressed element that does ("tested annually", "rules are reviewed"); two of its key terms keep it. `matched`: each
 * element's phrases found in the sentence.
 */
function withoutObjects(plan: QuestionPlan, words: readonly string[], matched: readonly PlannedPhrase[][], addressed: boolean[]): boolean[] {
  const practiceOf = (i: number) => matched[i]!.some((p) => p.own && doneWording.test(p.text));
  return addressed.map(
    (yes, i) =>
      yes &&
      !(
        matched[i]!.length > 0 &&
        !matched[i]!.some((p) => doneWording.test(p.text)) &&
        !namesKeyTerms(plan.elements[i]!, words, 2) &&
        addressed.some((other, j) => other && j !== i && practiceOf(j))
      ),
  );
}

/**
 * The check on one quote credited to one element: it is a statement (no heading or name, passages.ts) that says
 * something is done, and it addresses the element (addressedElements). The offline engine applies the same test
 * to each sentence's candidate elements (evidence-scoring.ts, over citable units only); the OpenAI-compatible
 * engine to each quote the model credits.
 */
export function addressesElement(plan: QuestionPlan, element: ElementPlan, sentence: string): boolean {
  if (!isStatement(sentence)) return false;
  if (saysNothingDone(sentence, phrasesStated(readSentence(sentence), element.phrases))) return false;
  return addressedElements(plan, mainClause(sentence), isRoleAssignment(sentence))[plan.elements.indexOf(element)]!;
}
