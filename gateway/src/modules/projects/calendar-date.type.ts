import { DateType, type Platform } from '@mikro-orm/core';

/**
 * A DATE column as a 'YYYY-MM-DD' string on both engines. node-postgres hands MikroORM the string, but
 * the PGlite instance opened in db/orm.ts parses DATE into a JS Date (at UTC midnight), which would
 * leak out as a timestamp.
 */
export class CalendarDateType extends DateType {
  override convertToJSValue(value: unknown, platform: Platform): string | null | undefined {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return super.convertToJSValue(value, platform);
  }
}
