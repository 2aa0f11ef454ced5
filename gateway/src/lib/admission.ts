import { ServiceUnavailableError, TooManyRequestsError } from './errors.js';

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
  user: string;
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Admission control for long work (uploads, extraction, crawls, analysis runs): a per-user and a global cap
 * on concurrent work, with a short bounded queue. Refusals are immediate and carry Retry-After, so one
 * user cannot hold every slot and a crowd cannot pile up unbounded work. In process memory: each gateway
 * process admits its own share.
 *
 *   const release = await services.admission.uploads.acquire(user.id); try { … } finally { release(); }
 *   await services.admission.uploads.run(user.id, () => work());
 */
export class Admission {
  private readonly byUser = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  private running = 0;

  constructor(
    readonly name: string,
    readonly limits: AdmissionLimits,
  ) {}

  get active(): number {
    return this.running;
  }

  async run<T>(user: string | number, work: () => Promise<T>): Promise<T> {
    const release = await this.acquire(user);
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Answers the release function (idempotent) once a slot is held. */
  async acquire(userKey: string | number): Promise<() => void> {
    const user = String(userKey);
    const held = this.byUser.get(user) ?? 0;
    if (held >= this.limits.perUser) {
      throw new TooManyRequestsError(`Too many ${this.name} at once for your account; try again shortly`, this.limits.retryAfterSeconds);
    }
    this.byUser.set(user, held + 1);
    try {
      if (this.running < this.limits.global) this.running += 1;
      else await this.wait(user);
    } catch (error) {
      this.releaseUser(user);
      throw error;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.releaseUser(user);
      this.handOver();
    };
  }

  private wait(user: string): Promise<void> {
    if (this.waiting.length >= this.limits.queue) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        user,
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

  private releaseUser(user: string): void {
    const held = (this.byUser.get(user) ?? 1) - 1;
    if (held > 0) this.byUser.set(user, held);
    else this.byUser.delete(user);
  }

  private busy(): ServiceUnavailableError {
    return new ServiceUnavailableError(`The server is busy with other ${this.name}; try again shortly`, this.limits.retryAfterSeconds);
  }
}
