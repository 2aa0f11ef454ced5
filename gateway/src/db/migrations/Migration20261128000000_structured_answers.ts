import { Migration } from '@mikro-orm/migrations';

/**
 * Structured answers (DESIGN section 5): an implementation status and a state per rubric element. Nothing is
 * guessed: an AI answer's elements are those its quotes evidence (in place), every other element stays unknown
 * (stored elements list only what is known); a manual answer gets a status only where its text opens by saying
 * so plainly ("Not implemented", "Partially implemented", "Planned", "Implemented").
 */
export class Migration20261128000000_structured_answers extends Migration {
  override name = 'Migration20261128000000_structured_answers';

  override up(): void {
    this.addSql(`
      alter table "assessment_answers"
        add column "status" varchar(30) null
          check ("status" in ('implemented', 'partially_implemented', 'planned', 'not_implemented')),
        add column "elements" jsonb not null default '[]';`);
    // A finding keeps the status it was scored with, as it keeps the answer's text and quotes.
    this.addSql(`alter table "gap_findings" add column "answer_status" varchar(30) null;`);
    this.addSql(`
      update "assessment_answers" a set "elements" = coalesce((
        select jsonb_agg(jsonb_build_object('rubricKey', k.key, 'state', 'in_place') order by k.key)
        from (select distinct e->>'rubricKey' as key from jsonb_array_elements(a."evidence") e) k
      ), '[]'::jsonb)
      where a."source" = 'ai';`);
    // Longest prefix first: "not implemented" and "partially implemented" both end in "implemented".
    this.addSql(`
      update "assessment_answers" set "status" = case
          when lower(ltrim("answer")) ~ '^not implemented\\M' then 'not_implemented'
          when lower(ltrim("answer")) ~ '^partially implemented\\M' then 'partially_implemented'
          when lower(ltrim("answer")) ~ '^planned\\M' then 'planned'
          when lower(ltrim("answer")) ~ '^(fully )?implemented\\M' then 'implemented'
        end
      where "source" = 'manual';`);
  }
}
