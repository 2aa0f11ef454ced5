/**
 * A timestamptz column as ISO 8601 in UTC with milliseconds, written by the database (what Date#toISOString
 * writes; microseconds are cut, as a Date does). Raw reads get the same string on both engines: PGlite hands
 * over a JS Date, node-postgres under MikroORM the raw text in the session's time zone.
 */
export function utcIso(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The same instant with microseconds (what the column holds), for cursor keys: a key cut to milliseconds would
 * no longer equal its row's value, and keyset pagination would skip or repeat the rows of that millisecond.
 */
export function utcIsoMicros(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
