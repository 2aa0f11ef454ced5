import type { RubricElement } from '../questions/bank/types.js';
import { elementEvidence, elementPhrases, readSentence, sentencesOf, type EvidenceState } from '../questions/rubric-matching.js';

/**
 * Suggests element states from the text a person is writing ("your text seems to cover: ..."), read by the rubric
 * matcher the offline engine reads policies with (questions/rubric-matching.ts): an element is suggested in place
 * when the text states one of its evidence phrases, and missing when it names them only denied or planned ("we do
 * not yet have an access review", "access reviews are not performed", "we plan to introduce ..."). A phrase only
 * pointed to ("see the Backup Policy") suggests nothing: the text does not say what is done. Only a suggestion:
 * the person accepts it or not, and scoring reads the states the person saved, never the text. Each suggestion
 * names the phrase that made it.
 */
export interface ElementDetection {
  key: string;
  /** How the text speaks of the element (null: none of its phrases occurs). */
  state: EvidenceState | null;
  /** The phrase that shows that state, or null. */
  phrase: string | null;
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
    const { state, phrase } = detections[i]!;
    if (!phrase || !state || state === 'cross_reference') return [];
    return [{ rubricKey: element.key, requirement: element.requirement, state: state === 'in_place' ? 'in_place' : 'missing', phrase }];
  });
}

/** Per rubric element, how the text speaks of it (its bank phrases tried in order, then their synonym variants). */
export function detectElements(answer: string, rubric: readonly RubricElement[]): ElementDetection[] {
  const readings = sentencesOf(answer).map(readSentence);
  return rubric.map((element) => {
    const found = elementEvidence(readings, elementPhrases(element.evidencePhrases));
    return { key: element.key, state: found?.state ?? null, phrase: found?.phrase ?? null };
  });
}
