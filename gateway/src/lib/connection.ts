import { z } from 'zod';

/**
 * Cursor pagination, one implementation for every list (GraphQL connections and the REST `?limit=&cursor=`).
 *
 * A list is read by keyset: ordered by its sort key and then the id, a page asks for the rows after the last key
 * it answered. Rows inserted while someone pages therefore land before or after that key and never shift the
 * rows not yet read (an offset would show one twice or skip one). The cursor is the last row's key as JSON in
 * base64url: opaque to clients, and checked when it comes back, so a forged one is a 400, never a database error.
 */

/** A row's position in its list: its sort values, then its id (the tie-breaker that makes the order total). */
export type CursorKey = readonly (string | number)[];

/** Longest cursor accepted: every list's key is a timestamp or a number and an id. */
const cursorMaxLength = 200;

export const cursorInvalidMessage = (name: string) => `${name} is not a cursor this list answered; start again without it`;
export const pageSizeInvalidMessage = (name: string, max: number) => `${name} must be a whole number from 1 to ${max}`;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key in a cursor, or undefined when it is not one this list's `key` schema accepts. */
export function decodeCursor<K extends CursorKey>(cursor: string, key: z.ZodType<K>): K | undefined {
  if (cursor.length > cursorMaxLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = key.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** What a list reads: at most `size` rows after `after` (from the start without it). */
export interface PageRequest<K extends CursorKey> {
  size: number;
  after?: K;
}

export interface PageOptions<K extends CursorKey> {
  /** The largest page the list answers; more is refused with a message naming the range. */
  max: number;
  /** The page size when none is asked for. */
  defaultSize: number;
  /** The shape of the list's cursor key. */
  key: z.ZodType<K>;
  /** The argument names: GraphQL's `first`/`after`, REST's `limit`/`cursor`. */
  names?: { size: string; cursor: string };
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The zod schema of a page request, ready for `parseInput` (GraphQL arguments) or `validate({ query })` (REST):
 * the size is optional and bounded, the cursor optional and decoded. Either one wrong is a ValidationError with
 * a clear message, raised before anything is read.
 */
export function pageInput<K extends CursorKey>(options: PageOptions<K>) {
  const names = options.names ?? { size: 'first', cursor: 'after' };
  const sizeInvalid = pageSizeInvalidMessage(names.size, options.max);
  const cursorInvalid = cursorInvalidMessage(names.cursor);
  return z
    .object({
      [names.size]: z.preprocess(
        (value) => (absent(value) ? undefined : value),
        z.coerce.number({ error: sizeInvalid }).int(sizeInvalid).min(1, sizeInvalid).max(options.max, sizeInvalid).default(options.defaultSize),
      ),
      [names.cursor]: z.preprocess(
        (value) => (absent(value) ? undefined : value),
        z
          .string({ error: cursorInvalid })
          .transform((value, ctx) => {
            const key = decodeCursor(value, options.key);
            if (key === undefined) {
              ctx.addIssue({ code: 'custom', message: cursorInvalid });
              return z.NEVER;
            }
            return key;
          })
          .optional(),
      ),
    })
    .transform((input): PageRequest<K> => {
      const size = input[names.size] as number;
      const after = input[names.cursor] as K | undefined;
      return after === undefined ? { size } : { size, after };
    });
}

/** One page of a list, as both facades answer it. */
export interface Connection<T> {
  nodes: T[];
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/**
 * The page from rows read with `limit size + 1` (the extra row only tells that another page follows).
 * `keyOf` gives a row's cursor key; `present` its public shape, or undefined to leave it out (a row deleted
 * between two reads): the page then reads on after it all the same.
 */
export function connectionFrom<R, T>(rows: R[], page: PageRequest<CursorKey>, totalCount: number, keyOf: (row: R) => CursorKey, present: (row: R) => T | undefined): Connection<T> {
  const hasNextPage = rows.length > page.size;
  const read = hasNextPage ? rows.slice(0, page.size) : rows;
  const edges = read.flatMap((row) => {
    const node = present(row);
    return node === undefined ? [] : [{ cursor: encodeCursor(keyOf(row)), node }];
  });
  const last = read.at(-1);
  return { nodes: edges.map((edge) => edge.node), edges, pageInfo: { hasNextPage, endCursor: last === undefined ? null : encodeCursor(keyOf(last)) }, totalCount };
}

/** The same page with each item in another shape (an entity presented for the API). */
export function mapConnection<T, U>(connection: Connection<T>, present: (node: T) => U): Connection<U> {
  const edges = connection.edges.map((edge) => ({ cursor: edge.cursor, node: present(edge.node) }));
  return { ...connection, nodes: edges.map((edge) => edge.node), edges };
}

/**
 * A timestamp key as the database writes it (see sql-time's `utcIsoMicros`): microseconds, UTC. Checked as a real
 * instant so a forged cursor never reaches the database as an invalid timestamp.
 */
export const instantKey = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value)) return false;
  const instant = new Date(value);
  // An invalid date (month 13) is NaN; an overflowing one (February 30) comes back as another day.
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 23) === value.slice(0, 23);
});

/** A row id in a cursor. */
export const idKey = z.number().int().positive().max(2 ** 31 - 1);

/** The cursor key of lists ordered by a timestamp, then the id. */
export const instantIdKey = z.tuple([instantKey, idKey]);
export type InstantIdKey = z.infer<typeof instantIdKey>;

/**
 * What a bare-array REST list (the SPEC's shape, which has no room for a field) sends beside its rows: the next
 * page's cursor in `X-Next-Cursor` and a `Link: <...>; rel="next"` to it (`path` may carry the list's own query).
 * Nothing when this page is the last.
 */
export function nextPageHeaders(path: string, size: number, pageInfo: Connection<unknown>['pageInfo']): Record<string, string> {
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return {};
  return { 'X-Next-Cursor': pageInfo.endCursor, Link: `<${path}${path.includes('?') ? '&' : '?'}limit=${size}&cursor=${pageInfo.endCursor}>; rel="next"` };
}
