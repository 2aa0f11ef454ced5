/**
 * The ISO/IEC 27001:2022 question bank: clauses 4-10 and all 93 Annex A controls, and the test types
 * (assessment kinds) that select from it.
 */
import { organizationalQuestions } from './annex-a-organizational.js';
import { peopleQuestions } from './annex-a-people.js';
import { physicalQuestions } from './annex-a-physical.js';
import { technologicalQuestions } from './annex-a-technological.js';
import { clauseQuestions } from './clauses.js';
import type { BankQuestion } from './types.js';

export type { BankQuestion, Criticality, RubricElement } from './types.js';
export { clauseQuestions, organizationalQuestions, peopleQuestions, physicalQuestions, technologicalQuestions };

/** Bumped whenever questions, rubrics or ids change in a way stored assessments must know about. */
export const questionBankVersion = '2022.1';

/** All 93 Annex A controls, in control order (A.5.1 ... A.8.34). */
export const annexAQuestions: readonly BankQuestion[] = [
  ...organizationalQuestions,
  ...peopleQuestions,
  ...physicalQuestions,
  ...technologicalQuestions,
];

/** The full bank: clause items first, then Annex A. */
export const questionBank: readonly BankQuestion[] = [...clauseQuestions, ...annexAQuestions];

export const testTypes = {
  annexA: 'ISO 27001:2022 Annex A Controls',
  clauses: 'ISO 27001:2022 Clauses 4-10',
  full: 'ISO 27001:2022 Full Assessment (Clauses 4-10 and Annex A)',
} as const;

/** Test type name -> the questions it asks. */
export const testTypeQuestions: Record<string, readonly BankQuestion[]> = {
  [testTypes.annexA]: annexAQuestions,
  [testTypes.clauses]: clauseQuestions,
  [testTypes.full]: questionBank,
};
