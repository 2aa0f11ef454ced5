import OpenAI from 'openai';
import { embeddingDimensions, normalise, type Embedder } from './embedder.js';

export interface OpenAiEmbedderSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** Sent as `dimensions` only when set (OPENAI_EMBEDDING_DIMENSIONS): vLLM refuses it for most models. */
  dimensions?: number;
}

const batchSize = 64;

/**
 * Any OpenAI-compatible embeddings endpoint. Vectors are asked for at a size only when one is configured (the
 * `dimensions` parameter of text-embedding-3 models); otherwise the model answers its own size. Every vector must
 * have the configured size, or the size of the first ones answered: an endpoint that changes sizes is refused.
 */
export class OpenAiEmbedder implements Embedder {
  readonly model: string;
  private readonly client: OpenAI;
  private readonly requested?: number;
  private answered?: number;

  constructor(settings: OpenAiEmbedderSettings) {
    this.model = settings.model;
    this.requested = settings.dimensions;
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 2, timeout: 60_000 });
  }

  /** The configured size, else the size the endpoint answered (the index's size until the first answer). */
  get dimensions(): number {
    return this.requested ?? this.answered ?? embeddingDimensions;
  }

  async embed(texts: string[], onProgress?: (done: number, total: number) => void): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      const input = texts.slice(i, i + batchSize);
      const size = this.requested === undefined ? {} : { dimensions: this.requested };
      const response = await this.client.embeddings.create({ model: this.model, input, ...size, encoding_format: 'float' });
      const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      const expected = this.requested ?? this.answered ?? vectors[0]?.length;
      if (vectors.length !== input.length || vectors.some((v) => v.length !== expected)) {
        throw new Error(`the embeddings endpoint answered vectors of another size (expected ${input.length} of ${expected}, got ${vectors.length} of ${vectors[0]?.length ?? 0})`);
      }
      this.answered = expected;
      out.push(...vectors.map(normalise));
      onProgress?.(out.length, texts.length);
    }
    return out;
  }
}
