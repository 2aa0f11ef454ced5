import { Migration } from '@mikro-orm/migrations';

/**
 * Which engine wrote each AI answer (`openai:<model>` or `offline`, null for a person's answer and for AI answers
 * written before), also as a gap finding scored it (the export's Questionnaire sheet shows it), and the engines
 * that wrote a run's answers: a model that failed over to the offline engine shows in the answers, the export and
 * the run.
 */
export class Migration20261129300000_answer_engines extends Migration {
  override name = 'Migration20261129300000_answer_engines';

  override up(): void {
    this.addSql(`alter table "assessment_answers" add column "engine" varchar(100) null;`);
    this.addSql(`alter table "analysis_runs" add column "engines" jsonb not null default '[]';`);
    this.addSql(`alter table "gap_findings" add column "answer_engine" varchar(100) null;`);
  }

  override down(): void {
    this.addSql(`alter table "gap_findings" drop column "answer_engine";`);
    this.addSql(`alter table "analysis_runs" drop column "engines";`);
    this.addSql(`alter table "assessment_answers" drop column "engine";`);
  }
}
