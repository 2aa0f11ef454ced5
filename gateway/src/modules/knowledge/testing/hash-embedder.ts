import { embeddingDimensions, normalise, type Embedder } from '../embeddings/embedder.js';

/** Each word adds +-1 at this many hashed positions (feature hashing), so two words rarely collide fully. */
const positionsPerWord = 4;

/**
 * A cheap deterministic stand-in for a sentence encoder (benchmarks and index tests): a bag of lowercased
 * words hashed into 512 dimensions. Texts sharing words get a positive cosine, texts without any ~0. It
 * knows nothing of meaning, so it is never the product's embedder.
 */
export class HashEmbedder implements Embedder {
  readonly dimensions = embeddingDimensions;

  /** model: another name simulates a change of the configured embedding model (the vectors stay the same). */
  constructor(readonly model = 'hash-bow-512') {}

  async embed(texts: string[], onProgress?: (done: number, total: number) => void): Promise<number[][]> {
    const vectors = texts.map(hashVector);
    onProgress?.(texts.length, texts.length);
    return vectors;
  }
}

export function hashVector(text: string): number[] {
  const vector = new Float64Array(embeddingDimensions);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let h = 2166136261;
    for (let i = 0; i < word.length; i += 1) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
    for (let k = 0; k < positionsPerWord; k += 1) {
      h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
      const at = h % embeddingDimensions;
      vector[at] = (vector[at] ?? 0) + (h & 0x80000000 ? -1 : 1);
    }
  }
  return normalise(vector);
}
