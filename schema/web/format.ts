const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** en-US short date ('Nov 21, 2026'), 'N/A' when empty or unreadable (SPEC 9). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  let date: Date;
  const day = typeof value === 'string' ? calendarDate.exec(value) : null;
  // A bare YYYY-MM-DD is a calendar day, not UTC midnight: read it in local time so it never shifts a day.
  if (day) date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  else date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateFormat.format(date);
}

const sizeUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Bytes, KB, MB or GB, base 1024, at most 2 decimals ('1.5 MB', '0 Bytes') (SPEC 9). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${sizeUnits[exponent]}`;
}

/** Whole dollars as the package cards show them: '$399'; cents only when there are any. */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
