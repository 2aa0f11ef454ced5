/**
 * ISO/IEC 27001:2022 Annex A technological controls (A.8.1-A.8.34), split over two files for size.
 */
import { technologicalQuestionsPart1 } from './annex-a-technological-1.js';
import { technologicalQuestionsPart2 } from './annex-a-technological-2.js';
import type { BankQuestion } from './types.js';

export const technologicalQuestions: readonly BankQuestion[] = [
  ...technologicalQuestionsPart1,
  ...technologicalQuestionsPart2,
];
