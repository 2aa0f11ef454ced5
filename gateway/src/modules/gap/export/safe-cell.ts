/**
 * Formula injection: a spreadsheet may run a text cell that starts with = + - @ (or a tab / carriage return
 * in front of one) as a formula when it is edited or re-imported. Such text gets a leading apostrophe, the
 * OWASP-recommended neutraliser, so it always reads as the literal text.
 */
const dangerousStart = /^[=+\-@\t\r]/;

export function safeText(value: string): string {
  return dangerousStart.test(value) ? `'${value}` : value;
}

export type CellValue = string | number | boolean | Date | null;

/** Every cell the export writes goes through here. */
export function safeCell(value: CellValue | undefined): CellValue {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? safeText(value) : value;
}
