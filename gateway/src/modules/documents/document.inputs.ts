import { limits } from '@gap/schema';
import { instantIdKey, pageInput } from '../../lib/connection.js';

/** A project holds at most QUOTA_DOCUMENTS_PER_PROJECT documents (200 by default): a page may hold as many. */
const documentPageMax = limits.projectListMax;

/** GraphQL's `documentsConnection(first:, after:)`. */
export const documentsPageInput = pageInput({ max: documentPageMax, defaultSize: 50, key: instantIdKey });

/** REST's `GET /api/projects/{id}/documents?limit=&cursor=`: without a limit, the first 200 (every document under the default quota). */
export const listDocumentsInput = pageInput({ max: documentPageMax, defaultSize: documentPageMax, key: instantIdKey, names: { size: 'limit', cursor: 'cursor' } });
