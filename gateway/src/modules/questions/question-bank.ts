import { questionBank, questionBankVersion, testTypeQuestions, type BankQuestion } from './bank/index.js';

/** A question bank as the gateway serves it; tests load variants (a question dropped, a text changed). */
export interface QuestionBankSource {
  version: string;
  /** Every question, in the order they are shown. */
  questions: readonly BankQuestion[];
  /** Test type name -> the questions it asks; key order is the order the types are offered in. */
  testTypes: Readonly<Record<string, readonly BankQuestion[]>>;
}

/** The ISO/IEC 27001:2022 bank shipped with the code. */
export const defaultQuestionBank: QuestionBankSource = {
  version: questionBankVersion,
  questions: questionBank,
  testTypes: testTypeQuestions,
};
