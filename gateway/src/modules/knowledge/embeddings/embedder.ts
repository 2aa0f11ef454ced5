/** Turns text into vectors; one implementation is chosen at start (embedded encoder or an OpenAI-compatible API). */
export interface Embedder {
  /** Stored with each chunk, so vectors from different models are never compared. */
  readonly model: string;
  readonly dimensions: number;
  /** Unit-length vectors, one per text, in order; onProgress after each batch. */
  embed(texts: string[], onProgress?: (done: number, total: number) => void): Promise<number[][]>;
}

/** Every embedder answers this many dimensions (the pgvector column and the Elasticsearch mapping are fixed to it). */
export const embeddingDimensions = 512;

export function normalise(vector: ArrayLike<number>): number[] {
  let norm = 0;
  for (let i = 0; i < vector.length; i += 1) norm += vector[i]! * vector[i]!;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return Array.from(vector, (v) => v * scale);
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += a[i]! * b[i]!;
  return dot;
}

/** The text an embedder sees for a chunk: its title and section give the words context. */
export function embeddingText(chunk: { title: string; section: string | null; content: string }): string {
  return [chunk.title, chunk.section, chunk.content].filter(Boolean).join('\n');
}
