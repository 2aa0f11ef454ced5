import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { currentDatabaseLane } from './database-lanes.js';

/**
 * The embedded database in a worker thread (`pglite.worker.js`), seen from the gateway as the part of PGlite's
 * interface the ORM and the change feed use: `query`, `exec`, `transaction`, `listen`, `close`. PGlite runs
 * PostgreSQL's WASM synchronously on the thread that calls it; in-process, a statement over a large project held
 * every other user's request for as long (an analysis run's evidence queries ~100 ms each, up to ~330 ms for another
 * user's request). In its own thread only copying the rows in and out stays on the event loop.
 *
 * Semantics are PGlite's own, which still runs every statement: one connection, one statement at a time, a
 * transaction exclusive until it ends (PGlite's transaction mode). Which statement runs next is chosen here: the
 * waiting lanes (requests, users; see database-lanes.ts) take turns, each in its own order. Failures arrive with
 * PostgreSQL's fields (code, detail, constraint…), so the ORM maps them as before.
 */
export class PGliteThread {
  private readonly worker: Worker;
  /** Every request not yet answered, waiting or sent. */
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  /** Requests waiting their turn, by lane (see database-lanes.ts), lanes in the order of their next turn. */
  private readonly lanes = new Map<unknown, Queued[]>();
  /** Requests of the open transaction: while it is open, only they run (PGlite's exclusive transaction). */
  private readonly transactionQueue: Queued[] = [];
  private openTransaction: number | undefined;
  /** The one request the thread is working on: the next is chosen when it is answered. */
  private sent: Queued | undefined;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private failure: Error | undefined;
  private isClosed = false;
  private isReady = false;
  readonly waitReady: Promise<void>;

  private constructor(dataDir: string, wasm: CompiledModule) {
    this.worker = new Worker(workerUrl, { workerData: { dataDir, wasm } });
    // Idle, the thread keeps nothing alive (as an in-process PGlite did not); a request waiting on it does.
    this.worker.unref();
    this.worker.on('message', (message: Reply) => this.receive(message));
    this.worker.on('error', (error) => this.fail(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    this.worker.on('exit', (code) => this.fail(new Error(`The embedded database stopped (its thread exited with code ${code})`)));
    this.waitReady = this.call<void>({ op: 'ready' }).then(() => {
      this.isReady = true;
    });
  }

  /** Opens PGlite (with pgvector) on the data directory in its own thread; resolves once it answers. */
  static async create(dataDir: string): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir, await compiledPostgres());
    try {
      await thread.waitReady;
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  get ready(): boolean {
    return this.isReady && !this.isClosed;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.statement<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', sql });
  }

  /** A statement, in the open transaction `tx` when given. */
  private async statement<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    return this.call<Results<T>>({ op: 'query', sql, params, options: plainOptions(options), tx });
  }

  /** PGlite's transaction: BEGIN, the callback's statements, COMMIT; ROLLBACK when the callback fails or asks. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.call({ op: 'begin', tx: id });
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.statement<R>(sql, params, options, id),
      exec: (sql: string) => this.call<Results[]>({ op: 'exec', sql, tx: id }),
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false).catch(() => undefined);
      throw error;
    }
    await end(true);
    return result;
  }

  /** LISTEN on the embedded database: its notices (sent by statements of this process) reach the listener. */
  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      channelListeners = new Set();
      this.listeners.set(channel, channelListeners);
      try {
        await this.call({ op: 'listen', channel });
      } catch (error) {
        this.listeners.delete(channel);
        throw error;
      }
    }
    channelListeners.add(listener);
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    try {
      if (!this.failure) await this.call({ op: 'close' });
    } finally {
      this.isClosed = true;
      await this.worker.terminate();
    }
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'));
    const queued: Queued = { id: this.nextId++, request };
    return new Promise<T>((resolve, reject) => {
      const bound = request.op !== 'begin' && 'tx' in request && request.tx !== undefined;
      if (bound && request.tx !== this.openTransaction) return reject(new Error('The transaction has already ended'));
      if (!this.pending.size) this.worker.ref();
      this.pending.set(queued.id, { resolve: resolve as (value: unknown) => void, reject });
      if (bound) this.transactionQueue.push(queued);
      else {
        const lane = currentDatabaseLane();
        const key = lane ? (lane.owner ?? lane) : outsideRequests;
        const waiting = this.lanes.get(key);
        if (waiting) waiting.push(queued);
        else this.lanes.set(key, [queued]);
      }
      this.sendNext();
    });
  }

  /**
   * Sends the next request once the thread is free: the open transaction's next statement, or else the first of
   * the lane whose turn it is (that lane then goes last). One at a time, so that a lane's statement waits behind at
   * most one of each other lane's, not behind all they queued.
   */
  private sendNext(): void {
    if (this.sent || this.failure) return;
    let next: Queued | undefined;
    if (this.openTransaction !== undefined) next = this.transactionQueue.shift();
    else {
      for (const [key, waiting] of this.lanes) {
        next = waiting.shift();
        this.lanes.delete(key);
        if (waiting.length) this.lanes.set(key, waiting);
        break;
      }
    }
    if (!next) return;
    this.sent = next;
    this.worker.postMessage({ ...next.request, id: next.id });
  }

  private receive(message: Reply): void {
    if ('notice' in message) {
      for (const listener of this.listeners.get(message.notice) ?? []) listener(message.payload);
      return;
    }
    const sent = this.sent;
    if (!sent || sent.id !== message.id) return;
    this.sent = undefined;
    const failed = 'error' in message;
    if (sent.request.op === 'begin' && !failed) this.openTransaction = sent.request.tx;
    if (sent.request.op === 'end') this.openTransaction = undefined;
    const waiting = this.pending.get(message.id);
    this.settled(message.id);
    if (failed) waiting?.reject(databaseError(message.error));
    else waiting?.resolve((message as unknown) instanceof Object ? message.result : adopt(message.result));
    this.sendNext();
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (!this.pending.size) this.worker.unref();
  }

  private fail(error: Error): void {
    if (this.isClosed) return;
    this.failure ??= error;
    this.lanes.clear();
    this.transactionQueue.length = 0;
    this.sent = undefined;
    for (const [id, waiting] of this.pending) {
      this.settled(id);
      waiting.reject(this.failure);
    }
  }
}

/** What the ORM is handed in place of a PGlite instance (it calls only what PGliteThread implements). */
export function asPGlite(thread: PGliteThread): PGlite {
  return thread as unknown as PGlite;
}

const workerUrl = new URL('./pglite.worker.js', import.meta.url);

/** A WebAssembly.Module (the gateway's TypeScript library has no WebAssembly types). */
type CompiledModule = object;
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> } }).WebAssembly;

let compiling: Promise<CompiledModule> | undefined;

/**
 * PostgreSQL's WASM, compiled once a process and shared with each thread (a compiled module crosses without being
 * compiled again): a thread of its own would otherwise compile the ~9 MB module at every opening.
 */
function compiledPostgres(): Promise<CompiledModule> {
  compiling ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return webAssembly.compile(await readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })();
  return compiling;
}

type Request =
  | { op: 'ready' }
  | { op: 'query'; sql: string; params?: unknown[]; options?: QueryOptions; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'close' };

interface Queued {
  id: number;
  request: Request;
}

/** The lane of statements made outside any request (jobs, streams, start-up). */
const outsideRequests = Symbol('outside requests');

type Reply =
  | { id: number; result: unknown }
  | { id: number; error: { name: string; message: string; stack?: string } & Record<string, unknown> }
  | { notice: string; payload: string };

/** Options cross as data: parsers, serializers and blobs (functions, handles) cannot, and nothing here uses them. */
function plainOptions(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length) throw new Error(`PGlite query options ${unsupported.join(', ')} do not cross to the database's thread`);
  return rowMode ? { rowMode } : undefined;
}

/**
 * Values made in another realm than this module's, rebuilt in this one. Messages arrive built by Node's own
 * context; where the gateway's modules run in a context of their own (jest's vm modules), a Date or Uint8Array
 * from there fails `instanceof Date` here, which the ORM's hydration relies on. In one realm (production) the
 * message is returned as it came, untouched.
 */
function adopt(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(adopt);
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (tag === '[object Uint8Array]') {
    const bytes = value as Uint8Array;
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  if (tag !== '[object Object]') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = adopt(item);
  return copy;
}

/** A failure from the thread, with PostgreSQL's fields and the thread's stack below this one's. */
function databaseError(described: { name: string; message: string; stack?: string } & Record<string, unknown>): Error {
  const { name, message, stack, ...fields } = described;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (stack) error.stack = `${error.stack}\n    at (the embedded database's thread)\n${stack.split('\n').slice(1).join('\n')}`;
  return error;
}
