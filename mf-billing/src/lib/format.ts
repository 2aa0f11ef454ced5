const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** SPEC 9: en-US short form ('Nov 21, 2026'), 'N/A' when empty or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : shortDate.format(date);
}

/** Whole dollars as the package cards show them: '$399'; cents only when there are any. */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}
