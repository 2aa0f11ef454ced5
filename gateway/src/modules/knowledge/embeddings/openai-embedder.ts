import OpenAI from 'openai';
import { embeddingDimensions, normalise, type Embedder } from './embedder.js';

export interface OpenAiEmbedderSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
}

const batchSize = 64;

/**
 * Any OpenAI-compatible embeddings endpoint. Vectors are asked for at the index's dimension (the
 * `dimensions` parameter of text-embedding-3 models); an endpoint that answers another size is refused.
 */
export class OpenAiEmbedder implements Embedder {
  readonly dimensions = embeddingDimensions;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(settings: OpenAiEmbedderSettings) {
    this.model = settings.model;
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 2, timeout: 60_000 });
  }

  async embed(texts: string[], onProgress?: (done: number, total: number) => void): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      const input = texts.slice(i, i + batchSize);
      const response = await this.client.embeddings.create({ model: this.model, input, dimensions: this.dimensions, encoding_format: 'float' });
      const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
      if (vectors.length !== input.length || vectors.some((v) => v.length !== this.dimensions)) {
        throw new Error(`the embeddings endpoint answered vectors of another size (expected ${input.length} of ${this.dimensions})`);
      }
      out.push(...vectors.map(normalise));
      onProgress?.(out.length, texts.length);
    }
    return out;
  }
}
