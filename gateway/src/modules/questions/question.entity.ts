import { defineEntity, p } from '@mikro-orm/core';
import type { RubricElement } from './bank/index.js';

export const criticalities = ['high', 'medium', 'low'] as const;

/**
 * A bank question as loaded into the database (see question-bank.loader.ts). The code's bank is the
 * source; this copy lets answers reference questions and lets SQL count a test type's questions.
 */
export const QuestionSchema = defineEntity({
  name: 'Question',
  tableName: 'questions',
  properties: {
    /** The bank's stable id, e.g. 'a-5-15'. */
    id: p.string().length(32).primary(),
    controlRef: p.string().length(20),
    category: p.string().length(100),
    title: p.string().length(255),
    text: p.text(),
    guidance: p.text(),
    typicalEvidence: p.json<string[]>(),
    criticality: p.enum(criticalities).columnType('varchar(10)'),
    rubric: p.json<RubricElement[]>(),
    recommendation: p.text(),
    bestPractices: p.text(),
    implementationGuidance: p.text(),
    /** Names of the test types that ask this question. */
    testTypes: p.array().defaultRaw("'{}'"),
    /** Position in the bank: clauses first, then Annex A in control order. */
    sortOrder: p.integer(),
    bankVersion: p.string().length(32),
    /** Dropped from the bank: no longer asked, kept for the answers that cite it. */
    retired: p.boolean().default(false),
  },
});

export class Question extends QuestionSchema.class {}
QuestionSchema.setClass(Question);
