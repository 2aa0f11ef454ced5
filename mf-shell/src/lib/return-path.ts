/**
 * The page a visitor was sent to /login from, kept in the router's state (never in the URL, so nothing outside
 * the app can choose it): an in-app path only, never another origin (`//host`) or a sign-in page again.
 */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return undefined;
  if (/^\/(login|register)(\/|\?|#|$)/.test(from)) return undefined;
  return from;
}
