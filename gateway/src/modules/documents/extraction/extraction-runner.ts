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

type WorkerReply = { job: number } & (
  | { ok: true; result: ExtractionResult }
  | { ok: false; error: { name: string; message: string } }
  | { progress: { done: number; total: number } }
);

export interface ExtractOptions {
  /** Stops the parser at once (the gateway is stopping): the extraction rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Pages read so far of the total, as the parser reports them (PDF). */
  onProgress?(done: number, total: number): void;
}

const workerUrl = new URL('./extract.worker.js', import.meta.url);

/** A worker kept after a clean extraction ends when idle this long (its parsers hold some tens of MB). */
const idleMs = 30_000;
/** A worker ends after reading this many files or one file this large, so a long-lived heap cannot creep. */
const maxJobsPerWorker = 200;
const maxBytesToKeepWorker = 4 * 1024 * 1024;

interface PooledWorker {
  worker: Worker;
  jobs: number;
  /** Ends an idle worker (idle too long, or it died while idle). */
  onIdleEnd: () => void;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Runs extractions in worker threads with a heap limit and a timeout. A worker that read its file cleanly waits
 * (unreferenced) for the next one; one that failed, timed out, was stopped or read a large file is ended, so a
 * crafted file never shares a thread with the next.
 */
export class ExtractionRunner {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idle: PooledWorker[] = [];
  private nextJob = 1;

  readonly limits: ExtractionLimits;

  /** observe: told each extraction's kind, outcome and time in its worker thread (the wait for a thread not counted), for the metrics. */
  constructor(
    limits: ExtractionLimits = defaultExtractionLimits,
    private readonly observe?: (kind: DocumentKind, outcome: string, seconds: number) => void,
  ) {
    this.limits = { ...limits, maxHeapMb: Math.max(limits.maxHeapMb, minHeapMb) };
  }

  async extract(kind: DocumentKind, bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractionResult> {
    await this.acquire();
    const started = performance.now();
    let outcome = 'ok';
    try {
      return await this.runJob(kind, bytes, options);
    } catch (error) {
      outcome = error instanceof ExtractionFailure ? error.reason : options.signal?.aborted ? 'stopped' : 'error';
      throw error;
    } finally {
      this.release();
      this.observe?.(kind, outcome, (performance.now() - started) / 1000);
    }
  }

  /** Workers waiting for the next file. */
  get idleWorkers(): number {
    return this.idle.length;
  }

  /** Ends the idle workers (a stopping gateway; idle workers never hold the process open anyway). */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((pooled) => this.end(pooled)));
  }

  private takeWorker(): PooledWorker {
    const pooled = this.idle.pop();
    if (pooled) {
      clearTimeout(pooled.idleTimer);
      pooled.worker.off('error', pooled.onIdleEnd).off('exit', pooled.onIdleEnd).ref();
      return pooled;
    }
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
    });
    const created: PooledWorker = { worker, jobs: 0, onIdleEnd: () => this.drop(created) };
    return created;
  }

  private keepWorker(pooled: PooledWorker): void {
    pooled.worker.on('error', pooled.onIdleEnd).on('exit', pooled.onIdleEnd).unref();
    pooled.idleTimer = setTimeout(pooled.onIdleEnd, idleMs).unref();
    this.idle.push(pooled);
  }

  private drop(pooled: PooledWorker): void {
    const at = this.idle.indexOf(pooled);
    if (at >= 0) this.idle.splice(at, 1);
    void this.end(pooled);
  }

  private async end(pooled: PooledWorker): Promise<void> {
    clearTimeout(pooled.idleTimer);
    pooled.worker.off('error', pooled.onIdleEnd).off('exit', pooled.onIdleEnd);
    pooled.worker.on('error', () => {}); // an error while ending changes nothing
    await pooled.worker.terminate();
  }

  private runJob(kind: DocumentKind, bytes: Uint8Array, { signal, onProgress }: ExtractOptions): Promise<ExtractionResult> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    // A private copy is transferred (not cloned) to the worker; the caller keeps its bytes for storage.
    const copy = new Uint8Array(bytes);
    const job = this.nextJob++;
    const pooled = this.takeWorker();
    pooled.jobs += 1;
    const { worker } = pooled;
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (keep: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keep && pooled.jobs < maxJobsPerWorker && bytes.length <= maxBytesToKeepWorker) this.keepWorker(pooled);
        else void this.end(pooled);
        outcome();
      };
      const timeoutMs = extractionTimeoutMs(bytes.length, this.limits);
      const timer = setTimeout(() => settle(false, () => reject(new ExtractionFailure('timeout', `no result after ${timeoutMs} ms`))), timeoutMs);
      const stop = () => settle(false, () => reject(signal!.reason));
      signal?.addEventListener('abort', stop, { once: true });
      const onMessage = (reply: WorkerReply) => {
        if (reply.job !== job) return;
        if ('progress' in reply) {
          if (!settled) onProgress?.(reply.progress.done, reply.progress.total);
          return;
        }
        settle(reply.ok, () => (reply.ok ? resolve(reply.result) : reject(new ExtractionFailure(failureReason(reply.error.name), reply.error.message))));
      };
      const onError = (error: Error & { code?: string }) => settle(false, () => reject(new ExtractionFailure('crashed', error.code ?? error.message)));
      const onExit = (code: number) => settle(false, () => reject(new ExtractionFailure('crashed', `worker exited with code ${code}`)));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage({ job, kind, bytes: copy }, [copy.buffer]);
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
