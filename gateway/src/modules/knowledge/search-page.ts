import { z } from 'zod';
import type { Em } from '../../db/orm.js';
import { connectionFrom, pageInput, type Connection, type PageRequest } from '../../lib/connection.js';
import { presentChunk } from './knowledge.presenter.js';
import type { KnowledgeService } from './knowledge.service.js';
import type { KnowledgeChunkType } from './knowledge.types.js';
import type { ScoredChunk } from './search/knowledge-index.js';

/** How many of the best hybrid matches a paged search reads: the results one can page through. */
export const searchWindow = 100;
/** The largest page, as `searchKnowledge(limit:)`. */
export const searchPageMax = 50;

/**
 * A result's place: its similarity to the query, then its id. A chunk's similarity to a query does not change when
 * other chunks are added, so a page read after inserts neither repeats nor skips an earlier result (the fused
 * hybrid rank would: it moves as new chunks enter each retriever's list).
 */
const searchKey = z.tuple([z.number().min(0).max(1), z.string().min(1).max(200)]);
type SearchKey = z.infer<typeof searchKey>;

/** GraphQL's `searchKnowledgeConnection(first:, after:)`. */
export const searchPageInput = pageInput({ max: searchPageMax, defaultSize: 10, key: searchKey });
/** REST's `POST /api/knowledge/search` with a `cursor` (null for the first page) and its `limit`. */
export const searchRestPageInput = pageInput({ max: searchPageMax, defaultSize: 10, key: searchKey, names: { size: 'limit', cursor: 'cursor' } });

type Place = Pick<ScoredChunk, 'similarity' | 'id'>;
const before = (a: Place, b: Place) => a.similarity > b.similarity || (a.similarity === b.similarity && a.id < b.id);

/**
 * A page of search results: the best `searchWindow` hybrid matches ordered by similarity (then id), after the cursor
 * when given. The query is checked as `searchKnowledge` checks it.
 */
export async function searchPage(knowledge: KnowledgeService, em: Em, query: string, page: PageRequest<SearchKey>, requestId?: string): Promise<Connection<KnowledgeChunkType>> {
  const hits = await knowledge.search(em, { query, limit: searchWindow }, requestId);
  const ordered = [...hits].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  const after = page.after;
  const rest = after ? ordered.filter((hit) => before({ similarity: after[0], id: after[1] }, hit)) : ordered;
  return connectionFrom(rest.slice(0, page.size + 1), page, ordered.length, (hit) => [hit.similarity, hit.id], presentChunk);
}
