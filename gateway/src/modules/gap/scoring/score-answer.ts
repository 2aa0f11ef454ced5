import type { AnswerStatus } from '@gap/schema';
import type { StoredElementState } from '../../answers/answer-elements.js';
import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { Criticality, RubricElement } from '../../questions/bank/types.js';
import { creditOf, resolveElements, statusCeiling } from './element-states.js';
import { describeFinding } from './finding-text.js';
import { gapBand, isCompliant, riskLevel, type RiskLevel } from './risk-matrix.js';

/** What scoring needs of a question: its rubric and criticality (bank question or its database copy). */
export interface ScorableQuestion {
  controlRef: string;
  title: string;
  criticality: Criticality;
  rubric: readonly RubricElement[];
}

/** What scoring reads of an answer: the person's status and element states (and the AI's quotes, to cite them). */
export interface ScorableAnswer {
  status: AnswerStatus | null;
  elements: readonly StoredElementState[];
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
  /** Keys of the elements marked in place. */
  evidenced: string[];
  /** Exactly the elements marked missing or not recorded, in rubric order. */
  missing: MissingElement[];
  finding: string;
}

/** A must-have element weighs twice as much as the others. */
export const mustHaveWeight = 2;

const weightOf = (element: RubricElement) => (element.mustHave ? mustHaveWeight : 1);

/**
 * Scores one answer by the rule in `scoringRule` (schema): the status and the element states decide, the text
 * never does. complianceLevel is rounded to 2 decimals; compliant needs 0.7 and every must-have element in place.
 */
export function scoreAnswer(question: ScorableQuestion, answer: ScorableAnswer): AnswerScore {
  const resolved = resolveElements(question.rubric, answer.elements);
  const total = resolved.reduce((sum, r) => sum + weightOf(r.element), 0);
  const counted = resolved.reduce((sum, r) => sum + weightOf(r.element) * creditOf(r.state, answer.status), 0);
  const share = total ? counted / total : 0;
  const complianceLevel = Math.round(Math.min(share, answer.status ? statusCeiling[answer.status] : 1) * 100) / 100;
  const mustHavesNotInPlace = resolved.filter((r) => r.element.mustHave && r.state !== 'in_place').length;
  const compliant = isCompliant(complianceLevel, mustHavesNotInPlace);
  const notInPlace = resolved.filter((r) => r.state !== 'in_place');
  return {
    complianceLevel,
    compliant,
    riskLevel: riskLevel(question.criticality, gapBand(complianceLevel, compliant)),
    evidenced: resolved.filter((r) => r.state === 'in_place').map((r) => r.element.key),
    missing: notInPlace.map(({ element: e }) => ({ rubricKey: e.key, requirement: e.requirement, mustHave: e.mustHave === true })),
    finding: describeFinding({ status: answer.status, resolved, source: answer.source, evidence: answer.evidence }),
  };
}
