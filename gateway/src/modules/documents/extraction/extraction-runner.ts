import { Worker } from 'node:worker_threads';
import { ServiceUnavailableError } from '../../../lib/errors.js';
import type { DocumentKind, ExtractionResult } from './extract-document.js';

export type { DocumentKind, ExtractionResult };

export interface ExtractionLimits {
  /** A parser still busy after this long is stopped, whatever the file's size. */
  timeoutMs: number;
  /** The time a small file gets (plus `timeoutPerMbMs` per MB, up to timeoutMs): a crafted small file cannot hold a slot for the full minute. */
  baseTimeoutMs?: number;
  timeoutPerMbMs?: number;
  /** Extractions allowed to wait for a worker; one more answers 503 with Retry-After. */
  maxQueued?: number;
  /** V8 old-generation heap of one worker; a parser that needs more dies instead of the gateway. */
  maxHeapMb: number;
  /** Workers alive at once; further extractions wait their turn (bounds memory under load). */
  maxConcurrent: number;
}

export const defaultExtractionLimits: ExtractionLimits = { timeoutMs: 60_000, baseTimeoutMs: 10_000, timeoutPerMbMs: 2_500, maxHeapMb: 512, maxConcurrent: 2, maxQueued: 16 };

/** The time limit for one file: short for small files, growing with size, never past `timeoutMs`. */
export function extractionTimeoutMs(bytes: number, limits: ExtractionLimits): number {
  if (limits.baseTimeoutMs === undefined) return limits.timeoutMs;
  const scaled = limits.baseTimeoutMs + ((limits.timeoutPerMbMs ?? 0) * bytes) / (1024 * 1024);
  return Math.min(limits.timeoutMs, Math.round(scaled));
}

/** Below about 16 MB V8 cannot even create the worker's isolate and aborts the whole process, so never go that low. */
const minHeapMb = 32;

/** Why a document could not be read: 'encrypted' (password), 'unreadable' (parser refused it), 'timeout', 'crashed'. */
export type ExtractionFailureReason = 'encrypted' | 'unreadable' | 'timeout' | 'crashed';

export class ExtractionFailure extends Error {
  constructor(
    readonly reason: ExtractionFailureReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

type WorkerReply =
  | { ok: true; result: ExtractionResult }
  | { ok: false; error: { name: string; message: string } }
  | { progress: { done: number; total: number } };

export interface ExtractOptions {
  /** Stops the parser at once (the gateway is stopping): the extraction rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Pages read so far of the total, as the parser reports them (PDF). */
  onProgress?(done: number, total: number): void;
}

const workerUrl = new URL('./extract.worker.js', import.meta.url);

/** Runs each extraction in a fresh worker thread with a heap limit and a timeout. */
export class ExtractionRunner {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  readonly limits: ExtractionLimits;

  constructor(limits: ExtractionLimits = defaultExtractionLimits) {
    this.limits = { ...limits, maxHeapMb: Math.max(limits.maxHeapMb, minHeapMb) };
  }

  async extract(kind: DocumentKind, bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractionResult> {
    await this.acquire();
    try {
      return await this.runWorker(kind, bytes, options);
    } finally {
      this.release();
    }
  }

  private runWorker(kind: DocumentKind, bytes: Uint8Array, { signal, onProgress }: ExtractOptions): Promise<ExtractionResult> {
    // A private copy is transferred (not cloned) to the worker; the caller keeps its bytes for storage.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve, reject) => {
      let settled = false;
      const worker = new Worker(workerUrl, {
        workerData: { kind, bytes: copy },
        transferList: [copy.buffer],
        resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      });
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
        outcome();
        void worker.terminate();
      };
      const timeoutMs = extractionTimeoutMs(bytes.length, this.limits);
      const timer = setTimeout(() => settle(() => reject(new ExtractionFailure('timeout', `no result after ${timeoutMs} ms`))), timeoutMs);
      const stop = () => settle(() => reject(signal!.reason));
      if (signal?.aborted) stop();
      signal?.addEventListener('abort', stop, { once: true });
      worker.on('message', (reply: WorkerReply) => {
        if ('progress' in reply) {
          if (!settled) onProgress?.(reply.progress.done, reply.progress.total);
          return;
        }
        settle(() => (reply.ok ? resolve(reply.result) : reject(new ExtractionFailure(failureReason(reply.error.name), reply.error.message))));
      });
      worker.on('error', (error: Error & { code?: string }) => settle(() => reject(new ExtractionFailure('crashed', error.code ?? error.message))));
      worker.on('exit', (code) => settle(() => reject(new ExtractionFailure('crashed', `worker exited with code ${code}`))));
    });
  }

  private async acquire(): Promise<void> {
    if (this.active < this.limits.maxConcurrent) {
      this.active += 1;
      return;
    }
    if (this.waiting.length >= (this.limits.maxQueued ?? Infinity)) {
      throw new ServiceUnavailableError('The server is busy reading other documents; try again shortly', 15);
    }
    // The releasing caller hands its slot straight to the next waiter.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

function failureReason(errorName: string): ExtractionFailureReason {
  return errorName === 'PasswordException' ? 'encrypted' : 'unreadable';
}
