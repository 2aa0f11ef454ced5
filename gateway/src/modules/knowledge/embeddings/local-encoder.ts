import { Worker } from 'node:worker_threads';
import { embeddingDimensions, normalise, type Embedder } from './embedder.js';

type Reply = { id: number; vectors: number[][]; error?: undefined } | { id: number; error: string };

const workerUrl = new URL('./encoder.worker.js', import.meta.url);
/** Texts per message to the worker: small enough to report progress, large enough to amortise the call. */
const batchSize = 16;
/** The encoder reads at most this many characters of a chunk (it truncates long inputs anyway). */
const maxChars = 4000;

/** The embedded default: runs the shipped encoder in one worker thread, started on first use. */
export class LocalEncoder implements Embedder {
  readonly model = 'use-lite-512';
  readonly dimensions = embeddingDimensions;
  private worker?: Worker;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (v: number[][]) => void; reject: (e: Error) => void }>();

  async embed(texts: string[], onProgress?: (done: number, total: number) => void): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      const batch = texts.slice(i, i + batchSize).map((t) => t.slice(0, maxChars));
      const vectors = await this.call(batch);
      out.push(...vectors.map(normalise));
      onProgress?.(out.length, texts.length);
    }
    return out;
  }

  /** Whether the thread holding the model is alive: started by the first embed, ended by close. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private call(texts: string[]): Promise<number[][]> {
    const worker = this.ensureWorker();
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerUrl);
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.error !== undefined) waiter?.reject(new Error(`embedding failed: ${reply.error}`));
      else waiter?.resolve(reply.vectors);
    });
    const failAll = (error: Error) => {
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`embedding worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
