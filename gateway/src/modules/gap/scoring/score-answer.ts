import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { Criticality, RubricElement } from '../../questions/bank/types.js';
import { detectElements } from './element-detector.js';
import { describeFinding } from './finding-text.js';
import { gapBand, isCompliant, riskLevel, type RiskLevel } from './risk-matrix.js';

/** What scoring needs of a question: its rubric and criticality (bank question or its database copy). */
export interface ScorableQuestion {
  controlRef: string;
  title: string;
  criticality: Criticality;
  rubric: readonly RubricElement[];
}

export interface ScorableAnswer {
  answer: string;
  source: 'manual' | 'ai';
  evidence: readonly EvidenceItem[];
}

export interface MissingElement {
  rubricKey: string;
  requirement: string;
  mustHave: boolean;
}

export interface AnswerScore {
  complianceLevel: number;
  compliant: boolean;
  riskLevel: RiskLevel;
  evidenced: string[];
  missing: MissingElement[];
  finding: string;
}

/** A must-have element weighs twice as much as the others. */
export const mustHaveWeight = 2;

const weightOf = (element: RubricElement) => (element.mustHave ? mustHaveWeight : 1);

/** Rubric keys an answer evidences, and those it states are absent (manual answers only). */
function evidencedKeys(question: ScorableQuestion, answer: ScorableAnswer): { evidenced: Set<string>; negated: Set<string> } {
  if (answer.source === 'ai') {
    // An AI answer's evidence items name the elements their quotes support; nothing else counts.
    const keys = new Set(question.rubric.map((e) => e.key));
    return { evidenced: new Set(answer.evidence.map((e) => e.rubricKey).filter((k) => keys.has(k))), negated: new Set() };
  }
  const detections = detectElements(answer.answer, question.rubric);
  return {
    evidenced: new Set(detections.filter((d) => d.matchedPhrase).map((d) => d.key)),
    negated: new Set(detections.filter((d) => d.negatedPhrase).map((d) => d.key)),
  };
}

/**
 * Scores one answer against its question's rubric (deterministic): complianceLevel is the weighted share
 * of evidenced elements, rounded to 2 decimals; compliant needs the threshold and every must-have element.
 */
export function scoreAnswer(question: ScorableQuestion, answer: ScorableAnswer): AnswerScore {
  const { evidenced, negated } = evidencedKeys(question, answer);
  const total = question.rubric.reduce((sum, e) => sum + weightOf(e), 0);
  const got = question.rubric.filter((e) => evidenced.has(e.key)).reduce((sum, e) => sum + weightOf(e), 0);
  const complianceLevel = total === 0 ? 0 : Math.round((got / total) * 100) / 100;
  const missingElements = question.rubric.filter((e) => !evidenced.has(e.key));
  const compliant = isCompliant(complianceLevel, missingElements.filter((e) => e.mustHave).length);
  const present = question.rubric.filter((e) => evidenced.has(e.key));
  return {
    complianceLevel,
    compliant,
    riskLevel: riskLevel(question.criticality, gapBand(complianceLevel, compliant)),
    evidenced: present.map((e) => e.key),
    missing: missingElements.map((e) => ({ rubricKey: e.key, requirement: e.requirement, mustHave: Boolean(e.mustHave) })),
    finding: describeFinding({ present, missing: missingElements, negated, source: answer.source, evidence: answer.evidence }),
  };
}
