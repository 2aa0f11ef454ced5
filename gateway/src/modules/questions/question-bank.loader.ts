import { createHash } from 'node:crypto';
import { readAppMeta, writeAppMeta } from '../../db/app-meta.js';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { recomputeProgress } from '../projects/project.repository.js';
import type { BankQuestion } from './bank/index.js';
import type { QuestionBankSource } from './question-bank.js';
import { Question } from './question.entity.js';
import { lockQuestionBank } from './question.repository.js';

const fingerprintKey = 'question_bank';

export type LoadOutcome = 'unchanged' | 'updated';

/**
 * Mirrors the code's question bank into the questions table at startup. Idempotent: questions are
 * upserted by id, a question no longer in the bank is retired (never deleted, its answers stay), and an
 * unchanged bank (same fingerprint in app_meta) costs one small query.
 */
export class QuestionBankLoader {
  constructor(private readonly logger: Logger) {}

  async load(em: Em, bank: QuestionBankSource): Promise<LoadOutcome> {
    const fingerprint = fingerprintOf(bank);
    if ((await readAppMeta(em, fingerprintKey)) === fingerprint) return 'unchanged';
    return em.transactional(async (tx) => {
      // Gateways starting together on one PostgreSQL: one syncs, the others wait here and then see its fingerprint.
      await lockQuestionBank(tx, fingerprintKey);
      if ((await readAppMeta(tx, fingerprintKey)) === fingerprint) return 'unchanged';
      const rows = rowsOf(bank);
      const stored = new Map((await tx.find(Question, {})).map((q) => [q.id, q]));
      for (const row of rows) {
        const existing = stored.get(row.id);
        // Plain assignment: MikroORM diffs against its snapshot at flush, so unchanged rows are not written.
        if (existing) Object.assign(existing, row);
        else tx.create(Question, row);
      }
      const current = new Set(rows.map((r) => r.id));
      const retired = [...stored.values()].filter((q) => !current.has(q.id) && !q.retired);
      for (const question of retired) question.retired = true;
      await tx.flush();
      // Retired or re-assigned questions change what each project's test type asks.
      await recomputeProgress(tx);
      await writeAppMeta(tx, fingerprintKey, fingerprint);
      this.logger.info({ version: bank.version, questions: rows.length, retired: retired.map((q) => q.id) }, 'question bank loaded');
      return 'updated';
    });
  }
}

/** The bank's version and a hash of its whole content (questions and test type membership). */
function fingerprintOf(bank: QuestionBankSource): string {
  const membership = Object.entries(bank.testTypes).map(([name, questions]) => [name, questions.map((q) => q.id)]);
  const hash = createHash('sha256').update(JSON.stringify([bank.questions, membership])).digest('hex');
  return `${bank.version} ${hash}`;
}

function rowsOf(bank: QuestionBankSource) {
  const testTypesOf = new Map<string, string[]>();
  const known = new Set(bank.questions.map((q) => q.id));
  for (const [testType, questions] of Object.entries(bank.testTypes)) {
    for (const q of questions) {
      if (!known.has(q.id)) throw new Error(`Test type "${testType}" asks ${q.id}, which is not in the question bank`);
      testTypesOf.set(q.id, [...(testTypesOf.get(q.id) ?? []), testType]);
    }
  }
  return bank.questions.map((q, index) => ({
    ...columnsOf(q),
    testTypes: testTypesOf.get(q.id) ?? [],
    sortOrder: index,
    bankVersion: bank.version,
    retired: false,
  }));
}

function columnsOf(q: BankQuestion) {
  return {
    id: q.id,
    controlRef: q.controlRef,
    category: q.category,
    title: q.title,
    text: q.text,
    guidance: q.guidance,
    typicalEvidence: [...q.typicalEvidence],
    criticality: q.criticality,
    rubric: q.rubric.map((e) => ({ ...e, evidencePhrases: [...e.evidencePhrases] })),
    recommendation: q.recommendation,
    bestPractices: q.bestPractices,
    implementationGuidance: q.implementationGuidance,
  };
}
