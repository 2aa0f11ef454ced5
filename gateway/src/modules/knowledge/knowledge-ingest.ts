import type { Em } from '../../db/orm.js';
import type { DraftChunk } from './chunking.js';
import { embeddingText, type Embedder } from './embeddings/embedder.js';
import type { EmbeddedChunk, KnowledgeIndex } from './search/knowledge-index.js';

export interface IngestOptions {
  onProgress?: (done: number, total: number) => void;
  /**
   * Runs in the transaction that stores the chunks, with how many were new: a crawl counts them there, so its
   * counter and the index never disagree. Throwing rolls the batch back (with an SQL index).
   */
  counted?: (tx: Em, created: number) => Promise<void>;
}

/**
 * Embeds and stores new chunks: those whose content is already in the index (or repeated within the
 * batch) are dropped before embedding, so re-crawling a site costs no encoder time.
 */
export async function ingestChunks(em: Em, index: KnowledgeIndex, embedder: Embedder, drafts: DraftChunk[], options: IngestOptions = {}): Promise<number> {
  const unique = [...new Map(drafts.map((d) => [d.contentHash, d])).values()];
  const existing = await index.existingHashes(em, unique.map((d) => d.contentHash));
  const fresh = unique.filter((d) => !existing.has(d.contentHash));
  if (fresh.length === 0) return 0;
  const vectors = await embedder.embed(fresh.map(embeddingText), options.onProgress);
  const chunks: EmbeddedChunk[] = fresh.map((d, i) => ({ ...d, embedding: vectors[i]!, model: embedder.model }));
  // One transaction: a batch is stored whole or not at all.
  return em.transactional(async (tx) => {
    const created = await index.add(tx, chunks);
    await options.counted?.(tx, created);
    return created;
  });
}
