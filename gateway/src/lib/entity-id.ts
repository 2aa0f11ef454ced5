/**
 * Ids arrive as path segments (REST) or ID strings (GraphQL). Anything that is not a positive integer
 * cannot name a row, so callers answer it exactly like an unknown id: not found.
 */
export function parseEntityId(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
