/**
 * The ISO/IEC 27001:2022 question bank: our own wording of each requirement, with the rubric that the
 * evidence engine and the gap scoring use to say precisely what a policy set shows and what it lacks.
 */
export type Criticality = 'high' | 'medium' | 'low';

export interface RubricElement {
  /** Stable within its question, e.g. 'policy-approved'. */
  key: string;
  /**
   * Set where the standard's wording demands the element (a clause's "shall", the kernel of an Annex A
   * control statement): an answer without it is never compliant, whatever its score.
   */
  mustHave?: boolean;
  /** One requirement of a mature implementation, phrased as what the evidence must show. */
  requirement: string;
  /** Words and short phrases that, found in a policy, evidence this element (lower case). */
  evidencePhrases: readonly string[];
}

export interface BankQuestion {
  /** Stable id, never reused: 'A.5.15' style refs become ids like 'a-5-15'; clause items 'c-6-1-2'. */
  id: string;
  /** 'A.5.15' for Annex A, '6.1.2' for clauses. */
  controlRef: string;
  /** Annex A theme ('Organizational controls', ...) or the clause title ('Clause 6 Planning'). */
  category: string;
  /** The control or clause title as in the reference list. */
  title: string;
  /** The question asked of the organisation; asks for evidence, not a bare yes. */
  text: string;
  /** What an auditor looks for. */
  guidance: string;
  /** Documents and records that typically evidence the requirement. */
  typicalEvidence: readonly string[];
  criticality: Criticality;
  /** 2 to 6 elements. */
  rubric: readonly RubricElement[];
  recommendation: string;
  bestPractices: string;
  implementationGuidance: string;
}
