import type { RubricElement } from '../questions/bank/types.js';

/**
 * Suggests element states from the text a person is writing ("your text seems to cover: ..."): an element is
 * suggested in place when one of its evidence phrases occurs in the text and that occurrence is not negated
 * ("we do not yet have an access review", "access reviews are not performed", "we plan to introduce ..."), and
 * suggested missing when its phrases occur only negated. Only a suggestion: the person accepts it or not, and
 * scoring reads the states the person saved, never the text. Each suggestion names the phrase that made it.
 */
export interface ElementDetection {
  key: string;
  /** The phrase that evidences the element, or null when none occurs un-negated. */
  matchedPhrase: string | null;
  /** A phrase of the element that occurs only negated (reported so the finding can say so). */
  negatedPhrase: string | null;
}

// British and American spellings read alike; the bank mixes them.
const spellingStems: [RegExp, string][] = [
  [
    /\b(organi|authori|prioriti|recogni|categori|minimi|standardi|centrali|formali|finali|synchroni|utili|customi|saniti|anonymi|pseudonymi|characteri|optimi)s(e|ed|es|ing|ation|ations|ational)\b/g,
    '$1z$2',
  ],
  [/\b(?:yearly|every year|each year|once a year|once per year)\b/g, 'annually'],
  [/\b(?:every quarter|each quarter)\b/g, 'quarterly'],
];

/** Words that end the reach of a negation: a new sentence, clause or contrasting statement. */
const scopeBreak = /[.;:!?\n]|\bbut\b|\bhowever\b|\balthough\b|\bthough\b|\bwhereas\b|\bexcept\b|,\s*and\b|\band (?:we|our|it|they|all)\b|,\s*which\b/g;

/** Cues before a phrase, anywhere in its clause: "we do not have", "no formal", "without", "we plan to". */
const negationBefore =
  /\b(?:not|no|never|without|lack|lacks|lacking|none|nor|neither|cannot|can't|don't|doesn't|haven't|hasn't|isn't|aren't|wasn't|weren't|won't|absence of|yet to|plan to|plans to|planning to|intend to|intends to|would like to|aim to|aims to|hope to|will (?:introduce|implement|establish|define|create|develop|put|start|begin|write|draft))\b/;

/** Cues right after a phrase (within a few words): "reviews are not performed", "a policy is missing". */
const negationAfter =
  /^\W*(?:\w+\W+){0,3}?(?:not|never|missing|absent|lacking|outstanding|pending|planned for|is planned|are planned|to be (?:defined|written|drafted|introduced|implemented|established))\b/;

export function normalizeText(text: string): string {
  let result = text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  for (const [pattern, replacement] of spellingStems) result = result.replace(pattern, replacement);
  return result;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The phrase as a whole-word pattern; its last word may carry a plural ending ("access review" finds "access reviews"). */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(`\\b${escapeRegExp(normalizeText(phrase))}(?:s|es)?\\b`, 'g');
}

/** Index just after the last scope break before `at` (the start of the clause holding position `at`). */
function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const match of text.slice(0, at).matchAll(scopeBreak)) start = match.index + match[0].length;
  return start;
}

function clauseEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const match = new RegExp(scopeBreak.source).exec(rest);
  return match ? from + match.index : text.length;
}

/** True when the occurrence at [start, end) is negated within its clause. */
export function isNegated(text: string, start: number, end: number): boolean {
  const before = text.slice(clauseStart(text, start), start);
  const after = text.slice(end, clauseEnd(text, end));
  return negationBefore.test(before) || negationAfter.test(after);
}

export interface ElementSuggestion {
  rubricKey: string;
  requirement: string;
  state: 'in_place' | 'missing';
  phrase: string;
}

/** The elements the text seems to cover (in place) or to deny (missing), in rubric order; the rest are not suggested. */
export function suggestElementStates(text: string, rubric: readonly RubricElement[]): ElementSuggestion[] {
  const detections = detectElements(text, rubric);
  return rubric.flatMap((element, i): ElementSuggestion[] => {
    const { matchedPhrase, negatedPhrase } = detections[i]!;
    const phrase = matchedPhrase ?? negatedPhrase;
    return phrase ? [{ rubricKey: element.key, requirement: element.requirement, state: matchedPhrase ? 'in_place' : 'missing', phrase }] : [];
  });
}

export function detectElements(answer: string, rubric: readonly RubricElement[]): ElementDetection[] {
  const text = normalizeText(answer);
  return rubric.map((element) => {
    let matchedPhrase: string | null = null;
    let negatedPhrase: string | null = null;
    for (const phrase of element.evidencePhrases) {
      for (const match of text.matchAll(phrasePattern(phrase))) {
        if (isNegated(text, match.index, match.index + match[0].length)) negatedPhrase ??= phrase;
        else matchedPhrase ??= phrase;
      }
      if (matchedPhrase) break;
    }
    return { key: element.key, matchedPhrase, negatedPhrase: matchedPhrase ? null : negatedPhrase };
  });
}
