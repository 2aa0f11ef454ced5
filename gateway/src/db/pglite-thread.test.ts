import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seedPgliteDataDir } from '../testing/pglite-template.js';
import { testTempRoot } from '../testing/temp-root.js';
import { ownDatabaseLane, runInNewDatabaseLane } from './database-lanes.js';
import { PGliteThread } from './pglite-thread.js';

/** The embedded database in its own thread: PGlite's behaviour, while the event loop stays free. */
describe('PGliteThread', () => {
  let dataDir: string;
  let db: PGliteThread;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(testTempRoot, 'gap-pglite-thread-'));
    await seedPgliteDataDir(dataDir);
    db = await PGliteThread.create(path.join(dataDir, 'db'));
    await db.exec('create table thread_items (id int primary key, name text not null, body bytea, at timestamptz, n bigint)');
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers rows, with parameters of every kind the ORM sends crossing both ways', async () => {
    const at = new Date('2026-11-29T10:00:00.123Z');
    const body = new Uint8Array([0, 1, 2, 255]);
    await db.query('insert into thread_items (id, name, body, at, n) values ($1, $2, $3, $4, $5)', [1, 'naïve — ✓', body, at, '9007199254740993']);
    const { rows, affectedRows } = await db.query<{ id: number; name: string; body: Uint8Array; at: Date; n: bigint }>(
      'select id, name, body, at, n from thread_items where id = $1',
      [1],
      { rowMode: 'object' },
    );
    expect(affectedRows).toBe(0);
    expect(rows).toEqual([{ id: 1, name: 'naïve — ✓', body, at, n: 9007199254740993n }]);
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('fails with PostgreSQL\'s fields (what the ORM maps errors by), not the parameters', async () => {
    const failure = await db.query('insert into thread_items (id, name) values ($1, $2)', [1, 'secret-value']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'thread_items_pkey', table: 'thread_items', severity: 'ERROR' });
    expect((failure as Error).message).toContain('duplicate key value violates unique constraint');
    expect(JSON.stringify({ ...(failure as object) })).not.toContain('secret-value');
    expect((failure as Error).stack).toContain("the embedded database's thread");
  });

  it('commits a transaction that ends well, rolls back one that fails or asks to', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into thread_items (id, name) values (2, $1)', ['kept']);
    });
    const failure = new Error('the callback failed');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into thread_items (id, name) values (3, $1)', ['dropped']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    await db.transaction(async (tx) => {
      await tx.query('insert into thread_items (id, name) values (4, $1)', ['rolled back']);
      await tx.rollback();
    });
    const { rows } = await db.query<{ id: number }>('select id from thread_items where id > 1 order by id');
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('keeps a transaction exclusive: a statement from outside runs after it ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query('insert into thread_items (id, name) values (5, $1)', ['inside']);
      outside = db.query<{ count: number }>('select count(*)::int as count from thread_items where id = 5').then(({ rows }) => order.push(`outside saw ${rows[0]!.count}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('inside ends');
    });
    await outside;
    expect(order).toEqual(['inside ends', 'outside saw 1']);
  });

  it("lets waiting lanes take turns: one request's backlog does not hold another's statement", async () => {
    const order: string[] = [];
    const backlog = runInNewDatabaseLane(() => Array.from({ length: 10 }, (_, i) => db.query('select $1::int as i', [i]).then(() => order.push(`a${i}`))));
    const other = runInNewDatabaseLane(() => db.query('select 1').then(() => order.push('b')));
    await Promise.all([...backlog, other]);
    // a0 was already sent; then a1 (its lane was first in line), then b: not after all ten.
    expect(order.slice(0, 3)).toEqual(['a0', 'a1', 'b']);
    expect(order).toHaveLength(11);
  });

  it("gives a user's requests one turn between them, once authentication named the lanes", async () => {
    const order: string[] = [];
    const asUser = (owner: string, label: string, count: number) =>
      runInNewDatabaseLane(() => {
        ownDatabaseLane(owner);
        return Array.from({ length: count }, (_, i) => db.query('select $1::int as i', [i]).then(() => order.push(`${label}${i}`)));
      });
    const first = asUser('1', 'a', 5);
    const second = asUser('1', 'b', 5);
    const otherUser = asUser('2', 'c', 1);
    await Promise.all([...first, ...second, ...otherUser]);
    // Two lanes of their own would have given a0, a1, b0, then c0.
    expect(order.slice(0, 3)).toEqual(['a0', 'a1', 'c0']);
  });

  it('delivers notices to listeners', async () => {
    const heard: string[] = [];
    await db.listen('thread_channel', (payload) => heard.push(payload));
    await db.query("select pg_notify('thread_channel', 'hello')");
    await db.query("select pg_notify('other_channel', 'not for us')");
    expect(heard).toEqual(['hello']);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    // In-process PGlite runs the statement synchronously: the timer could fire only after the answer was in.
    let timerFired = false;
    const timer = setTimeout(() => (timerFired = true), 10);
    const { rows } = await db.query<{ count: number }>('select count(*)::int as count from generate_series(1, 3000000) g where g % 7 = 0');
    clearTimeout(timer);
    expect(rows[0]!.count).toBe(428571);
    expect(timerFired).toBe(true);
  });

  it('refuses requests after close, and query options that cannot cross', async () => {
    await expect(db.query('select 1', [], { parsers: { 23: (value: string) => value } })).rejects.toThrow('do not cross');
    const other = await PGliteThread.create(path.join(dataDir, 'db-second'));
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('PGlite is closed');
  });
});
