/**
 * ISO/IEC 27001:2022 Annex A organizational controls (A.5.1-A.5.37), split over two files for size.
 */
import { organizationalQuestionsPart1 } from './annex-a-organizational-1.js';
import { organizationalQuestionsPart2 } from './annex-a-organizational-2.js';
import type { BankQuestion } from './types.js';

export const organizationalQuestions: readonly BankQuestion[] = [
  ...organizationalQuestionsPart1,
  ...organizationalQuestionsPart2,
];
