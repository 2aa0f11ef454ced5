import { migrationTimeoutMs, openUnmigratedOrm } from './testing/unmigrated-orm.js';

/**
 * Structured answers on a database the previous release filled: migrated to the release before this one,
 * given answers as that release wrote them, then migrated. Nothing is lost and nothing is guessed.
 */
const previousRelease = 'Migration20261127000000_extraction_job_retention';

test('existing answers keep their text and quotes; AI quotes become elements in place; a status only where the text says so plainly', async () => {
  const { orm, close } = await openUnmigratedOrm();
  try {
    await orm.migrator.up({ to: previousRelease });
    const sql = (query: string, params: unknown[] = []) => orm.em.getConnection().execute(query, params);
    await sql(`insert into "users" ("username", "email", "password_hash", "created_at", "updated_at") values ('old', 'old@example.com', 'x', now(), now())`);
    await sql(`insert into "projects" ("owner_id", "name", "created_at", "updated_at") values (1, 'Filled by the previous release', now(), now())`);
    const texts = ['Implemented. A documented and approved policy defines this control.', '  not implemented yet', 'Partially implemented: only the head office.', 'Planned for Q3.', 'We have implemented most of it.', 'Nothing documented.'];
    const ids = [...texts.map((_, i) => `q-${i}`), 'q-ai'];
    for (const [i, id] of ids.entries()) {
      await sql(
        `insert into "questions" ("id", "control_ref", "category", "title", "text", "guidance", "typical_evidence", "criticality", "rubric", "recommendation", "best_practices", "implementation_guidance", "test_types", "sort_order", "bank_version")
         values (?, ?, 'c', 't', 'q', 'g', '[]', 'high', '[]', 'r', 'b', 'i', '{}', ?, 'v1')`,
        [id, `A.9.${i}`, i],
      );
    }
    for (const [i, text] of texts.entries()) {
      await sql(`insert into "assessment_answers" ("project_id", "question_id", "answer", "source") values (1, ?, ?, 'manual')`, [`q-${i}`, text]);
    }
    const quote = (rubricKey: string) => ({ documentId: 1, documentName: 'P.pdf', page: 1, section: null, quote: 'Backups are restored every quarter as a test.', rubricKey });
    const evidence = [quote('restore-tested'), quote('policy'), quote('restore-tested')];
    await sql(`insert into "assessment_answers" ("project_id", "question_id", "answer", "source", "evidence", "coverage") values (1, 'q-ai', 'Implemented', 'ai', ?::jsonb, 0.4)`, [JSON.stringify(evidence)]);

    await orm.migrator.up();

    const rows = (await sql(`select "question_id", "answer", "status", "elements", "evidence", "source" from "assessment_answers" order by "question_id"`)) as Record<string, unknown>[];
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    const byId = new Map<unknown, Record<string, unknown>>(rows.map((r) => [r.question_id, { ...r, elements: parse(r.elements), evidence: parse(r.evidence) }]));
    expect(texts.map((_, i) => byId.get(`q-${i}`)!.status)).toEqual(['implemented', 'not_implemented', 'partially_implemented', 'planned', null, null]);
    expect(texts.map((text, i) => byId.get(`q-${i}`)!.answer)).toEqual(texts);
    expect(texts.every((_, i) => (byId.get(`q-${i}`)!.elements as unknown[]).length === 0)).toBe(true);
    // The AI answer: its quotes as they were, each evidenced element in place once; the AI states no status.
    expect(byId.get('q-ai')).toMatchObject({
      status: null,
      source: 'ai',
      evidence,
      elements: [{ rubricKey: 'policy', state: 'in_place' }, { rubricKey: 'restore-tested', state: 'in_place' }],
    });
  } finally {
    await close();
  }
}, migrationTimeoutMs);
