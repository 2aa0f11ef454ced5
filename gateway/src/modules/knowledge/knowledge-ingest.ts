import type { Em } from '../../db/orm.js';
import type { DraftChunk } from './chunking.js';
import { embeddingText, type Embedder } from './embeddings/embedder.js';
import type { EmbeddedChunk, KnowledgeIndex } from './search/knowledge-index.js';

/**
 * Embeds and stores new chunks: those whose content is already in the index (or repeated within the
 * batch) are dropped before embedding, so re-crawling a site costs no encoder time.
 */
export async function ingestChunks(
  em: Em,
  index: KnowledgeIndex,
  embedder: Embedder,
  drafts: DraftChunk[],
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const unique = [...new Map(drafts.map((d) => [d.contentHash, d])).values()];
  const existing = await index.existingHashes(em, unique.map((d) => d.contentHash));
  const fresh = unique.filter((d) => !existing.has(d.contentHash));
  if (fresh.length === 0) return 0;
  const vectors = await embedder.embed(fresh.map(embeddingText), onProgress);
  const chunks: EmbeddedChunk[] = fresh.map((d, i) => ({ ...d, embedding: vectors[i]!, model: embedder.model }));
  // One transaction: a batch is stored whole or not at all.
  return em.transactional((tx) => index.add(tx, chunks));
}
