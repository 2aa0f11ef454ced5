/**
 * Does this text evidence a rubric element, and how: the one matcher behind the offline engine (a policy's
 * sentences) and the element suggestions (the text a person writes). One normaliser and spelling table, one
 * phrase matcher over word stems, one reading of negations, plans and pointers to other documents:
 * "Backup restoration is tested quarterly." states the practice; "We do not yet test restores." denies it;
 * "Restore tests will be implemented next year." plans it; "For restore tests, see the Backup Policy." points
 * elsewhere. Both callers read a sentence alike, so the questionnaire and the findings never disagree about it.
 */

import { synonymGroups } from './bank/synonyms.js';

/** How a sentence speaks of what a phrase names. */
export type EvidenceState = 'in_place' | 'negated' | 'planned' | 'cross_reference';

const stopWords = new Set(
  'a an and are as at be been being by for from has have in into is it its of on or so such that the their them then there these they this to was were which with within our we will shall'.split(' '),
);

/**
 * The one spelling table. Wordings that mean the same frequency are written one way (on the text); British and
 * American spellings stem alike ("authorised", "authorized"; "organisation", "organization": on each word).
 */
const sameFrequency: [RegExp, string][] = [
  [/(?<!-)\b(?:yearly|every year|each year|once a year|once per year)\b/g, 'annually'],
  [/\b(?:every quarter|each quarter)\b/g, 'quarterly'],
];
const sameSpelling: [RegExp, string][] = [
  [/isation|ization/g, 'iz'],
  [/is(e|es|ed|ing)$/, 'iz$1'],
];

/** The one normaliser: lower case, accents and curly apostrophes dropped, one wording per frequency. */
export function normalize(text: string): string {
  let result = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of sameFrequency) result = result.replace(pattern, replacement);
  return result;
}

/** A light suffix stripper: plural, -ed, -ing, -ly, British and American spellings made equal. */
export function stem(word: string): string {
  let w = word;
  for (const [pattern, replacement] of sameSpelling) w = w.replace(pattern, replacement);
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ingly', 'edly', 'ing', 'ed', 'ly', 'ment', 'e']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|ff)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The words of normalised text with where each starts, stop words dropped (hyphens and slashes separate words). */
function words(normalized: string): { stem: string; at: number }[] {
  return [...normalized.matchAll(/[a-z0-9]+/g)].filter((m) => !stopWords.has(m[0])).map((m) => ({ stem: stem(m[0]), at: m.index }));
}

/** Word stems of `text`, stop words dropped: how a phrase and a sentence are compared. */
export function stems(text: string): string[] {
  return words(normalize(text)).map((w) => w.stem);
}

/** Where the stem sequence `phrase` occurs in `words` (consecutive) at or after `from`, or -1. */
export function findPhrase(words: readonly string[], phrase: readonly string[], from = 0): number {
  if (!phrase.length || phrase.length > words.length) return -1;
  outer: for (let i = from; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Says the organisation does not (yet) do or have something. Prohibitions ("must not share", "is not
 * permitted") are rules, and "includes, but is not limited to" a list, not negations.
 */
const negation =
  /\b(is|are|was|were|has|have|does|do|did|has been|have been)\s+not\b(?!\s+(permitted|allowed|authori[sz]ed|to\s+be|be\b|only|limited|share|disclose|use|leave|install|connect|store|remove|allow|exceed|write))|\b(isn't|aren't|doesn't|don't|didn't|hasn't|haven't|wasn't|weren't|won't)\b|\bnot\s+(yet|currently|formally|implemented|in\s+place|performed|defined|documented|enforced|required)\b|\bthere\s+(is|are)\s+no\b|\b(have|has)\s+no\b|\bno\s+(formal|documented|defined|process|procedure|policy)\b|\b(lack|absence)\s+of\b|\bnever\s+(been|performed|tested|reviewed)\b|\b(is|are)\s+(still\s+)?(missing|lacking|outstanding)\b/i;

/**
 * Says something is meant to be done later, not done now: an intention ("we plan to", "intends to", "yet to"),
 * a plan ("is planned", "planned for"), an introduction to come ("will be implemented", "will introduce"), or a
 * date ahead ("next year", "in the coming months"). A rule worded in the future ("accounts will be created
 * with a temporary password") is not a plan.
 */
const plan =
  /\b(we|i|they|also|currently|still)\s+(plan|intend|aim|hope|expect)\s+to\b|\b(plans|intends|aims|hopes|planning|intending)\s+to\b|\bwould\s+like\s+to\b|\byet\s+to\b|\b(is|are)\s+(being\s+)?planned\b|\bplanned\s+for\b|\bwill\s+(be\s+)?(introduced|implemented|rolled\s+out|put\s+in\s+place)\b|\bwill\s+(introduce|implement|roll\s+out|put\s+in\s+place)\b|\bnext\s+(year|quarter|month)\b|\bin\s+the\s+(near\s+)?future\b|\bin\s+the\s+coming\s+(weeks|months|year)\b|\blater\s+this\s+year\b/i;

/** What ends the reach of a negation or plan: a new sentence or clause, or a contrast. */
const clauseBreak = /[.;:!?\n]|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|\bwhereas\b|\bexcept\b|,\s*and\b|\band (?:we|our|it|they|all)\b|,\s*which\b/g;

/** How a clause speaks of what it names: it denies it, plans it, or (null) states it. */
function clauseState(clause: string): 'negated' | 'planned' | null {
  return negation.test(clause) ? 'negated' : plan.test(clause) ? 'planned' : null;
}

/**
 * Points to another document instead of saying what is done ("The Patch Management Guide outlines the
 * requirements..."): the labelling rules give such references no support.
 */
const crossReference =
  /^(note\s*[-–:]\s*)?(the\s+|see\s+(the\s+)?)?([\w()'’&/,–-]+\s+){0,8}(policy|policies|guide|guidance|standard|procedures?|framework|plan|handbook|document)\s+(outlines?|specif(?:y|ies)|provides?|contains?|describes?|sets?\s+out|defines?|details?|explains?|covers?|gives?|includes?|lists?)\b(?!\s+that\b)/i;

/**
 * A pointer to where something is found or whom to ask ("..., see the Functional Standard, contact
 * security@...", "The process can be found on the intranet", "Timescales are provided in the Patching
 * Guide."), or an obligation to follow a named
 * document that says nothing of what it requires ("All systems must comply with the Security Policy Framework."),
 * or one plan's alignment with another ("...should align with that of the Incident Management Plan.", "...are aligned
 * with and support the IT Security – Incident Management Policy.").
 */
const pointer =
  /^(see|refer\s+to)\b|,\s*(see|refer\s+to)\b|\b(can|may|will)\s+be\s+found\s+(on|in|at|here)\b|\bcontact\s+\S+@\S+|^[^,;]*\b(is|are)\s+(provided|described|set\s+out|detailed|outlined|specified|explained|covered|given|listed)\s+in\s+(the\s+)?([\w()'’&–-]+\s+){0,8}(policy|policies|guide|guidance|standard|procedures?|framework|plan|handbook|document)\s*[.;]?$|\b(comply|be\s+compliant|conform|align|(closely\s+)?aligned)\s+(with|to)\s+((and|or)\s+supports?\s+)?(that\s+of\s+)?(the\s+)?([\w()'’&–-]+\s+){0,6}(policy|policies|framework|standard|guide|guidance|plan)\s*[.;]?$/i;

/** The sentence points to another document (or to whom to ask) instead of saying what is done. */
export const isCrossReference = (sentence: string) => crossReference.test(sentence) || pointer.test(sentence);

/** One sentence as the matcher reads it. */
export interface SentenceReading {
  /** Its word stems, as `stems(sentence)`. */
  words: string[];
  /** Per word, whether its clause denies or plans what it names (null: states it). */
  clauses: ('negated' | 'planned' | null)[];
  /** The sentence points to another document (isCrossReference). */
  crossReference: boolean;
}

/** Each clause of normalised text: where it ends, and whether it denies or plans what it names. */
function clausesOf(text: string): { end: number; state: 'negated' | 'planned' | null }[] {
  const ends = [...[...text.matchAll(clauseBreak)].map((m) => m.index + m[0].length), text.length];
  return ends.map((end, i) => ({ end, state: clauseState(text.slice(i ? ends[i - 1]! : 0, end)) }));
}

/** Reads one sentence: its words, each with its clause's negation or plan, and whether it points elsewhere. */
export function readSentence(sentence: string): SentenceReading {
  const text = normalize(sentence);
  const clauses = clausesOf(text);
  const found = words(text);
  return {
    words: found.map((w) => w.stem),
    clauses: found.map((w) => clauses.find((c) => w.at < c.end)!.state),
    crossReference: isCrossReference(sentence.trim()),
  };
}

/** Says, in some clause, that something is not (yet) done or is only planned. */
export const deniesOrPlans = (sentence: string) => clausesOf(normalize(sentence)).some((c) => c.state !== null);

/** A phrase as the matcher compares it: its text and its stems (`stems(text)`). */
export interface MatchablePhrase {
  text: string;
  stems: readonly string[];
}

/** A phrase of a rubric element: the bank's own (`own`) or a synonym variant of one. */
export interface ElementPhrase extends MatchablePhrase {
  stems: string[];
  own: boolean;
}

/**
 * The phrases that evidence an element, for every reader alike: the bank's own phrases in order, then each one's
 * synonym variants (`bank/synonyms.ts`: a member of a group replaced by the group's other members), each once.
 */
export function elementPhrases(evidencePhrases: readonly string[]): ElementPhrase[] {
  const out = new Map<string, ElementPhrase>();
  const add = (text: string, own: boolean) => {
    const phraseStems = stems(text);
    const key = phraseStems.join(' ');
    if (phraseStems.length && !out.has(key)) out.set(key, { text, stems: phraseStems, own });
  };
  for (const phrase of evidencePhrases) add(phrase, true);
  for (const phrase of evidencePhrases) for (const variant of synonymVariants(phrase)) add(variant, false);
  return [...out.values()];
}

/** `phrase` with each synonym group member it contains (as whole words) replaced by the group's other members. */
function synonymVariants(phrase: string): string[] {
  const text = phrase.toLowerCase();
  const variants: string[] = [];
  for (const group of synonymGroups) {
    for (const member of group) {
      const pattern = new RegExp(`(^|[^a-z0-9])${member.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[^a-z0-9])`);
      if (!pattern.test(text)) continue;
      for (const other of group) if (other !== member) variants.push(text.replace(pattern, `$1${other}`));
    }
  }
  return variants;
}

/** A phrase that carries its own "not" ("not transmitted in clear text") is stated, not denied, by it. */
const ownNegation = /\b(not|no)\b/;

/** How the sentence speaks of each occurrence of the phrase (none: it does not occur). */
export function phraseStates(reading: SentenceReading, phrase: MatchablePhrase): EvidenceState[] {
  const states: EvidenceState[] = [];
  for (let at = findPhrase(reading.words, phrase.stems); at >= 0; at = findPhrase(reading.words, phrase.stems, at + 1)) {
    const clause = reading.clauses[at];
    if (clause === 'planned' || (clause === 'negated' && !ownNegation.test(phrase.text))) states.push(clause);
    else states.push(reading.crossReference ? 'cross_reference' : 'in_place');
  }
  return states;
}

/** The phrases the sentence names at all (in any state). */
export function phrasesIn<P extends MatchablePhrase>(words: readonly string[], phrases: readonly P[]): P[] {
  return phrases.filter((p) => findPhrase(words, p.stems) >= 0);
}

/** The phrases the sentence states as done somewhere: not only denied, planned or in a pointer to another document. */
export function phrasesStated<P extends MatchablePhrase>(reading: SentenceReading, phrases: readonly P[]): P[] {
  return phrases.filter((p) => phraseStates(reading, p).includes('in_place'));
}

/** What a text says of one rubric element: its strongest state and the phrase that shows it, or null (not named). */
export interface RubricEvidence {
  state: EvidenceState;
  phrase: string;
}

/** In place beats a denial or plan (some sentence states it), which beats a mere pointer. */
const strength: Record<EvidenceState, number> = { in_place: 3, negated: 2, planned: 2, cross_reference: 1 };

/** The sentences of a text (a person's answer): at each end of sentence or line. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * What the text says of an element evidenced by `phrases` (tried in order; the first phrase with the strongest
 * state names it): stated in place, denied, planned, only pointed to, or null when no phrase occurs.
 */
export function elementEvidence(text: string | readonly SentenceReading[], phrases: readonly MatchablePhrase[]): RubricEvidence | null {
  const readings = typeof text === 'string' ? sentencesOf(text).map(readSentence) : text;
  let best: RubricEvidence | null = null;
  for (const phrase of phrases) {
    for (const reading of readings) {
      for (const state of phraseStates(reading, phrase)) {
        if (!best || strength[state] > strength[best.state]) best = { state, phrase: phrase.text };
        if (best.state === 'in_place') return best;
      }
    }
  }
  return best;
}
