import { Migration } from '@mikro-orm/migrations';

const rangeChecks = [
  ['gap_assessments', 'gap_assessments_average_compliance_check', 'average_compliance'],
  ['gap_findings', 'gap_findings_compliance_level_check', 'compliance_level'],
  ['assessment_answers', 'assessment_answers_coverage_check', 'coverage'],
] as const;

/**
 * The 0-1 range checks on floating-point columns, written so PostgreSQL reads them back without a multi-word cast
 * (`(0)::double precision`), which MikroORM's schema reader mangles into `0 precision`: the ORM saw them as changed
 * on every comparison, so its schema diff was never empty. Same rule, same values allowed.
 */
export class Migration20261129000000_range_checks extends Migration {
  override name = 'Migration20261129000000_range_checks';

  override up(): void {
    for (const [table, check, column] of rangeChecks) {
      this.addSql(`alter table "${table}" drop constraint "${check}";`);
      this.addSql(`alter table "${table}" add constraint "${check}" check ("${column}"::numeric >= 0 and "${column}"::numeric <= 1);`);
    }
  }

  override down(): void {
    for (const [table, check, column] of rangeChecks) {
      this.addSql(`alter table "${table}" drop constraint "${check}";`);
      this.addSql(`alter table "${table}" add constraint "${check}" check ("${column}" >= 0 and "${column}" <= 1);`);
    }
  }
}
