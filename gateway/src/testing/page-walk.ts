import type { ApiClient, ApiResponse } from './http-client.js';

/** One page of a GraphQL connection (lib/connection.ts), as the pagination suites read it. */
export interface ConnectionPage<N> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: N[];
  edges?: { cursor: string; node: N }[];
}

/**
 * Every page of a GraphQL connection: `query` takes `$first` and `$after` besides `variables`, and answers the
 * connection as `field`. `between` runs after each page but the last (inserts while paging).
 */
export async function walkConnection<N>(
  client: ApiClient,
  query: string,
  field: string,
  variables: Record<string, unknown>,
  first: number,
  between?: (page: number) => Promise<void>,
): Promise<ConnectionPage<N>[]> {
  const pages: ConnectionPage<N>[] = [];
  let after: string | null = null;
  for (;;) {
    const res = await client.gql(query, { ...variables, first, after });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    const page = res.body.data[field] as ConnectionPage<N>;
    pages.push(page);
    if (!page.pageInfo.hasNextPage) return pages;
    after = page.pageInfo.endCursor;
    await between?.(pages.length);
  }
}

/**
 * Every page of a REST list, as an integrator follows it: from `path` along the `Link: <…>; rel="next"` header,
 * which comes with `X-Next-Cursor` and neither on the last page. `between` runs after each page but the last.
 */
export async function walkRest<T>(client: ApiClient, path: string, between?: (page: number) => Promise<void>): Promise<{ pages: T[][]; responses: ApiResponse[] }> {
  const pages: T[][] = [];
  const responses: ApiResponse[] = [];
  let next: string | null = path;
  while (next) {
    const res: ApiResponse = await client.get(next);
    if (res.status !== 200) throw new Error(`GET ${next}: ${res.status} ${JSON.stringify(res.body)}`);
    pages.push(res.body as T[]);
    responses.push(res);
    const link = res.headers.get('link');
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    if ((res.headers.get('x-next-cursor') !== null) !== (next !== null)) throw new Error(`GET ${path}: X-Next-Cursor and Link disagree on page ${pages.length}`);
    if (next) await between?.(pages.length);
  }
  return { pages, responses };
}
