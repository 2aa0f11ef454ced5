import { messages } from '@gap/schema';
import type { Em } from '../../db/orm.js';
import { NotFoundError } from '../../lib/errors.js';
import type { QuestionBankSource } from './question-bank.js';
import { Question } from './question.entity.js';

/** Longest test type name echoed back in an error message (the input is the caller's). */
const echoedNameMax = 200;

/** The questionnaire's catalogue: test types come from the bank in code, questions from their database copy. */
export class QuestionService {
  constructor(readonly bank: QuestionBankSource) {}

  /** The test type names, in the order they are offered. */
  testTypes(): string[] {
    return Object.keys(this.bank.testTypes);
  }

  /** The name when it is a test type (exact match); otherwise 404 naming it. */
  requireTestType(raw: unknown): string {
    if (typeof raw === 'string' && Object.hasOwn(this.bank.testTypes, raw)) return raw;
    throw new NotFoundError(messages.testTypeUnknown(String(raw).slice(0, echoedNameMax)));
  }

  /** The questions a test type asks, in bank order; retired questions are no longer asked. */
  async questionsOf(em: Em, rawTestType: unknown): Promise<Question[]> {
    const testType = this.requireTestType(rawTestType);
    return em.find(Question, { testTypes: { $contains: [testType] }, retired: false }, { orderBy: { sortOrder: 'asc' } });
  }

  /** A question that is still asked; 404 for an unknown or retired id. */
  async requireActive(em: Em, id: string): Promise<Question> {
    const question = await em.findOne(Question, { id, retired: false });
    if (!question) throw new NotFoundError(messages.questionNotFound);
    return question;
  }
}
