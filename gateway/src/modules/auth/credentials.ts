import type { ChangeFeed } from '../../db/change-feed.js';
import type { Em } from '../../db/orm.js';
import type { Logger } from '../../lib/logger.js';
import { apiTokenExists, liveSessionUser } from './auth.repository.js';

/** What a caller authenticated with: a sign-in token (JWT) or a personal API token. */
export type Credential =
  | { kind: 'session'; userId: number; tokenVersion: number; jti?: string; expiresAt: Date }
  | { kind: 'api'; userId: number; tokenId: number; expiresAt: Date | null };

export const credentialTopic = 'credentials';

/** The longest delay setTimeout takes; a credential expiring later is caught by the periodic re-check. */
const maxTimerMs = 2 ** 31 - 1;

interface Watcher {
  credential: Credential;
  fork: () => Em;
  onEnd: () => void;
  /** What else the stream needs besides a live credential (e.g. still being a member of its project's workspace). */
  allowed?: (em: Em) => Promise<boolean>;
  ended: boolean;
  expiry?: NodeJS.Timeout;
}

/**
 * Keeps open streams (graphql-ws connections, server-sent events) honest about their credential. A request is
 * checked once; a stream lives for hours, so it is watched: it ends at once when its credential is revoked
 * (sign-out, sign-out everywhere, API token revoked: announced to every gateway through the change feed), when
 * it expires, or when the periodic re-check finds it dead (a notice missed, a password reset by the operator
 * command from another process).
 */
export class Credentials {
  private readonly watchers = new Map<number, Set<Watcher>>();
  private sweep?: NodeJS.Timeout;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly logger: Logger,
    readonly recheckMs = 60_000,
  ) {
    feed.subscribe(credentialTopic, (userId) => void this.recheck(userId));
    feed.onResync(() => void this.recheckAll());
  }

  /** Whether the credential still authenticates its user: not expired, not revoked, its user's tokens not reset. */
  async isLive(em: Em, credential: Credential): Promise<boolean> {
    if (credential.expiresAt && credential.expiresAt.getTime() <= Date.now()) return false;
    if (credential.kind === 'api') {
      return apiTokenExists(em, credential.tokenId, credential.userId);
    }
    return (await liveSessionUser(em, credential)) !== undefined;
  }

  /**
   * Some credential of the user was revoked, or their access narrowed (removed from a workspace): every process
   * re-checks the user's open streams, credential and `allowed` both.
   */
  revoked(userId: number): void {
    void this.recheck(userId);
    this.feed.notify(credentialTopic, userId);
  }

  /**
   * Calls onEnd once, when the credential stops authenticating (see the class). `fork` gives a fresh
   * EntityManager for each check; `allowed`, when given, must stay true too (checked with the credential).
   * Answers the function that stops watching (call it when the stream closes).
   */
  watch(credential: Credential, fork: () => Em, onEnd: () => void, allowed?: (em: Em) => Promise<boolean>): () => void {
    const watcher: Watcher = { credential, fork, onEnd, allowed, ended: false };
    const set = this.watchers.get(credential.userId) ?? new Set();
    set.add(watcher);
    this.watchers.set(credential.userId, set);
    if (credential.expiresAt) {
      const ms = credential.expiresAt.getTime() - Date.now();
      if (ms < maxTimerMs) {
        watcher.expiry = setTimeout(() => this.end(watcher), Math.max(0, ms));
        watcher.expiry.unref();
      }
    }
    if (!this.sweep) {
      this.sweep = setInterval(() => void this.recheckAll(), this.recheckMs);
      this.sweep.unref();
    }
    return () => this.remove(watcher);
  }

  /** Streams being watched (for tests and metrics). */
  get watching(): number {
    let n = 0;
    for (const set of this.watchers.values()) n += set.size;
    return n;
  }

  /**
   * Checks the user's streams at once, then ends the dead ones in the order they were watched: a graphql-ws
   * connection closes (4403) before the subscriptions it carries end, whichever check answered first (ended first,
   * a subscription would reach its client as complete, not as the error of a closed connection).
   */
  private async recheck(userId: number): Promise<void> {
    const watchers = [...(this.watchers.get(userId) ?? [])];
    const live = await Promise.all(watchers.map((w) => this.check(w)));
    watchers.forEach((watcher, i) => {
      if (live[i] === false) this.end(watcher);
    });
  }

  private async recheckAll(): Promise<void> {
    await Promise.all([...this.watchers.keys()].map((userId) => this.recheck(userId)));
  }

  /** Whether the stream may go on; undefined when the check failed (a database hiccup keeps the stream). */
  private async check(watcher: Watcher): Promise<boolean | undefined> {
    try {
      const em = watcher.fork();
      return (await this.isLive(em, watcher.credential)) && (!watcher.allowed || (await watcher.allowed(em)));
    } catch (error) {
      // The next notice or re-check decides.
      this.logger.warn({ err: error, userId: watcher.credential.userId }, 'credential re-check failed');
      return undefined;
    }
  }

  private end(watcher: Watcher): void {
    if (watcher.ended) return;
    this.remove(watcher);
    watcher.onEnd();
  }

  private remove(watcher: Watcher): void {
    watcher.ended = true;
    clearTimeout(watcher.expiry);
    const set = this.watchers.get(watcher.credential.userId);
    set?.delete(watcher);
    if (set?.size === 0) this.watchers.delete(watcher.credential.userId);
    if (this.watchers.size === 0 && this.sweep) {
      clearInterval(this.sweep);
      this.sweep = undefined;
    }
  }
}
