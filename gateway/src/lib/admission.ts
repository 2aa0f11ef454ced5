import { ServiceUnavailableError, TooManyRequestsError } from './errors.js';
import { MemoryUserSlots, type Release, type UserSlots } from './leases.js';

export interface AdmissionLimits {
  /** Slots one user may hold at once; one more answers 429. */
  perUser: number;
  /** Slots for everyone at once; past it a caller waits in the queue. */
  global: number;
  /** Callers allowed to wait for a global slot; one more answers 503. */
  queue: number;
  /** A waiter not served within this answers 503. */
  queueTimeoutMs: number;
  /** Sent as Retry-After with 429 and 503. */
  retryAfterSeconds: number;
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Admission control for long work (uploads, extraction, crawls, analysis runs): a per-user and a global cap
 * on concurrent work, with a short bounded queue. Refusals are immediate and carry Retry-After, so one
 * user cannot hold every slot and a crowd cannot pile up unbounded work. A user's slots are counted in
 * `slots`: across every gateway process on PostgreSQL (lib/leases.ts), so spreading requests over
 * gateways gains nobody more. The global cap guards this process's own memory and CPU, so each gateway
 * process keeps its own.
 *
 *   const release = await services.admission.uploads.acquire(user.id); try { … } finally { await release(); }
 *   await services.admission.uploads.run(user.id, () => work());
 */
export class Admission {
  private readonly waiting: Waiter[] = [];
  private running = 0;

  constructor(
    readonly name: string,
    readonly limits: AdmissionLimits,
    private readonly slots: UserSlots = new MemoryUserSlots(),
  ) {}

  get active(): number {
    return this.running;
  }

  async run<T>(user: string | number, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(user);
    try {
      return await work();
    } finally {
      await release();
    }
  }

  /**
   * Answers the release function once a slot is held: idempotent; await it before answering the request, so
   * the user's next request (on any gateway) finds the slot free.
   */
  async acquire(userKey: string | number): Promise<Release> {
    const releaseUser = await this.slots.take(String(userKey), this.limits.perUser);
    if (!releaseUser) {
      throw new TooManyRequestsError(`Too many ${this.name} at once for your account; try again shortly`, this.limits.retryAfterSeconds);
    }
    try {
      if (this.running < this.limits.global) this.running += 1;
      else await this.wait();
    } catch (error) {
      await releaseUser();
      throw error;
    }
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.handOver();
      await releaseUser();
    };
  }

  private wait(): Promise<void> {
    if (this.waiting.length >= this.limits.queue) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(this.busy());
        }, this.limits.queueTimeoutMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** The releasing caller's global slot goes straight to the first waiter. */
  private handOver(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.grant();
  }

  private busy(): ServiceUnavailableError {
    return new ServiceUnavailableError(`The server is busy with other ${this.name}; try again shortly`, this.limits.retryAfterSeconds);
  }
}

/** The checks around an upload's slot (see `admitUpload`). */
export interface UploadGate {
  /** Checks that need no slot (ownership, role): a refusal costs nothing. */
  before?: () => unknown;
  /** Checks that need the slot held (quotas, counted against concurrent uploads). */
  after?: () => unknown;
  /** Refused before reading: REST drains a small body so its sender reads the answer, and cuts a large one. */
  refused?: () => void;
}

/**
 * The one admission path of every upload, REST or GraphQL, document or knowledge file: `before`, a slot of
 * the user's, `after`, and only then `receive` reads the bytes. A refusal frees the slot and calls `refused`,
 * so nobody streams a file the server would refuse anyway. The slot is freed before the answer, so the
 * caller's next upload (on any gateway) finds it.
 */
export async function admitUpload<T>(admission: Admission, userId: number, gate: UploadGate, receive: () => Promise<T>): Promise<T> {
  let release: Release | undefined;
  try {
    await gate.before?.();
    release = await admission.acquire(userId);
    await gate.after?.();
  } catch (error) {
    await release?.();
    gate.refused?.();
    throw error;
  }
  try {
    return await receive();
  } finally {
    await release();
  }
}
