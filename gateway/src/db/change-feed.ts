import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';

/**
 * Change notices between the gateway processes that share one PostgreSQL database: a topic and a row id
 * (plus a short detail), never the row itself, so a notice stays far below NOTIFY's 8 KB payload limit;
 * whoever cares re-reads the row. Notices come from the other processes only: a process hands its own
 * changes to its listeners directly.
 */
export interface ChangeFeed {
  /** Tells the other processes that the row `id` of `topic` changed. */
  notify(topic: string, id: number, detail?: string): void;
  /** Calls the listener with every change another process announces on the topic; answers the unsubscribe function. */
  subscribe(topic: string, listener: (id: number, detail: string | undefined) => void): () => void;
  /** Calls the listener after the feed reconnected: notices may have been missed, re-read what is watched. */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One process (PGlite): nobody else to tell. */
export class LocalChangeFeed implements ChangeFeed {
  notify(): void {}
  subscribe(): () => void {
    return () => undefined;
  }
  onResync(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}

export const changeChannel = 'gap_changes';

/**
 * The origin of notices a statement sends itself (`pg_notify` in a repository's SQL): PostgreSQL delivers them when
 * the transaction commits, and to every listener, this process's included, so a change is announced only once it is
 * visible, on every gateway alike.
 */
export const databaseOrigin = 'db';

/** The SQL expression of a notice sent from inside a statement (see databaseOrigin); `id` and `detail` are SQL too. */
export function databaseNoticeSql(topic: string, idSql: string, detailSql = 'null'): string {
  if (!/^[a-z-]+$/.test(topic)) throw new Error(`bad change topic ${topic}`);
  return `pg_notify('${changeChannel}', json_strip_nulls(json_build_object('o', '${databaseOrigin}', 't', '${topic}', 'i', ${idSql}, 'd', (${detailSql})::text))::text)`;
}

/**
 * One process on PGlite: its own notices go to its listeners directly (nothing to tell), but the notices statements
 * send (see databaseOrigin) arrive through the embedded database's LISTEN, after commit.
 */
export class EmbeddedChangeFeed implements ChangeFeed {
  private readonly listeners = new Map<string, Set<(id: number, detail: string | undefined) => void>>();

  constructor(private readonly logger: Logger) {}

  notify(): void {}
  onResync(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}

  subscribe(topic: string, listener: (id: number, detail: string | undefined) => void): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => set.delete(listener);
  }

  /** Hands a database notice (the payload of changeChannel) to the topic's listeners. */
  dispatch(payload: string): void {
    dispatchNotice(payload, this.listeners, this.logger, databaseOrigin);
  }
}

/** Parses a notice and calls its topic's listeners, unless it comes from `ignoredOrigin` (the process itself). */
function dispatchNotice(payload: string | undefined, listeners: Map<string, Set<(id: number, detail: string | undefined) => void>>, logger: Logger, acceptedOrigin?: string, ignoredOrigin?: string): void {
  let notice: Notice;
  try {
    notice = JSON.parse(payload ?? '') as Notice;
  } catch {
    return;
  }
  if (notice.o === ignoredOrigin || (acceptedOrigin && notice.o !== acceptedOrigin) || typeof notice.i !== 'number') return;
  for (const listener of listeners.get(notice.t) ?? []) {
    try {
      listener(notice.i, notice.d);
    } catch (error) {
      logger.error({ err: error, topic: notice.t }, 'change listener failed');
    }
  }
}

interface Notice {
  /** The sending process, so it can ignore its own notices. */
  o: string;
  t: string;
  i: number;
  d?: string;
}

export interface PgChangeFeedOptions {
  /** First wait before reconnecting after the listening connection failed; doubles up to maxReconnectMs. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

/**
 * LISTEN/NOTIFY over one dedicated connection (a pooled one would be handed to other queries): it listens, and
 * sends this process's notices in order. When the connection fails it reconnects with a growing delay, sends
 * the notices held meanwhile (the newest per row) and asks the listeners to re-read what they watch.
 */
export class PgChangeFeed implements ChangeFeed {
  private readonly origin = randomUUID();
  private readonly listeners = new Map<string, Set<(id: number, detail: string | undefined) => void>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly held = new Map<string, Notice>();
  private sending: Promise<void> = Promise.resolve();
  private client?: pg.Client;
  private connected = false;
  private closed = false;
  private retryTimer?: NodeJS.Timeout;
  private delayMs: number;

  private constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly options: Required<PgChangeFeedOptions>,
  ) {
    this.delayMs = options.reconnectMs;
  }

  /** Connects and listens before answering, so no notice sent after start-up is missed. */
  static async open(url: string, logger: Logger, options: PgChangeFeedOptions = {}): Promise<PgChangeFeed> {
    const feed = new PgChangeFeed(url, logger, { reconnectMs: 500, maxReconnectMs: 10_000, ...options });
    await feed.connect();
    return feed;
  }

  notify(topic: string, id: number, detail?: string): void {
    const notice: Notice = { o: this.origin, t: topic, i: id, ...(detail ? { d: detail } : {}) };
    if (!this.connected || !this.client) {
      this.hold(notice);
      return;
    }
    // One query at a time on the connection, in order (pg only queues overlapping queries with a deprecation).
    const client = this.client;
    this.sending = this.sending.then(() =>
      client.query('select pg_notify($1, $2)', [changeChannel, JSON.stringify(notice)]).then(
        () => undefined,
        (error: unknown) => {
          this.logger.warn({ err: error, topic, id }, 'change notice not sent; held until the feed reconnects');
          this.hold(notice);
        },
      ),
    );
  }

  subscribe(topic: string, listener: (id: number, detail: string | undefined) => void): () => void {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
    return () => set.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Sends the notices under way (a stopping gateway's hand-backs), then disconnects. */
  async close(): Promise<void> {
    await this.sending;
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  /** Test hook and failure path: drops the connection as a network failure would. */
  breakConnection(): void {
    this.client?.emit('error', new Error('connection dropped'));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (message) => this.dispatch(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    try {
      await client.query(`listen ${changeChannel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connected = true;
    this.delayMs = this.options.reconnectMs;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client || this.closed) return;
    this.logger.warn({ err: error }, 'change feed connection lost; reconnecting');
    this.client = undefined;
    this.connected = false;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.connect()
        .then(() => {
          if (this.closed) return;
          this.logger.info('change feed reconnected');
          const held = [...this.held.values()];
          this.held.clear();
          for (const notice of held) this.notify(notice.t, notice.i, notice.d);
          for (const listener of this.resyncListeners) listener();
        })
        .catch((error: unknown) => {
          this.logger.warn({ err: error, retryInMs: this.delayMs }, 'change feed could not reconnect');
          this.delayMs = Math.min(this.delayMs * 2, this.options.maxReconnectMs);
          this.scheduleReconnect();
        });
    }, this.delayMs);
    this.retryTimer.unref();
  }

  /** Keeps the newest notice per row while disconnected: receivers re-read the row anyway. */
  private hold(notice: Notice): void {
    this.held.set(`${notice.t}:${notice.i}`, notice);
  }

  private dispatch(payload: string | undefined): void {
    dispatchNotice(payload, this.listeners, this.logger, undefined, this.origin);
  }
}
