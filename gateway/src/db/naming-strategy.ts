import { UnderscoreNamingStrategy } from '@mikro-orm/core';

/**
 * The migrations are hand-written SQL and leave foreign keys to PostgreSQL's own naming (`<table>_<column>_fkey`);
 * MikroORM's default would call them `<table>_<column>_foreign`. Naming them as the database does keeps the ORM's
 * schema diff empty (db/schema-drift.test.ts), so a generated migration never renames every foreign key.
 */
export class DatabaseNamingStrategy extends UnderscoreNamingStrategy {
  override indexName(tableName: string, columns: string[], type: Parameters<UnderscoreNamingStrategy['indexName']>[2]): string {
    if (type === 'foreign') return super.indexName(tableName, columns, 'fkey' as typeof type);
    return super.indexName(tableName, columns, type);
  }
}
