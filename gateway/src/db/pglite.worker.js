// @ts-check
/**
 * The embedded database (PGlite, PostgreSQL compiled to WASM) in a thread of its own: a statement runs here, so
 * however long it takes, the gateway's event loop keeps answering other users meanwhile. `pglite-thread.ts` is the
 * other half; the messages are `PGliteRequest` and `PGliteReply` there.
 * Plain JS: worker threads load it directly from source and from dist.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

if (!parentPort) throw new Error('pglite.worker.js runs as a worker thread');
const port = parentPort;

/** @type {Promise<PGlite>} */
const opening = PGlite.create({ dataDir: workerData.dataDir, extensions: { vector }, pgliteWasmModule: workerData.wasm });
// An instance that failed to open answers every request with that failure (the first one is the opening's own).
opening.catch(() => {});

/**
 * Transactions open in PGlite (its exclusive transaction mode, as in-process use had it), by the main thread's id:
 * the transaction's handle, and how to end it (true commits, false rolls back).
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, ended: Promise<void> }>}
 */
const transactions = new Map();

/** @param {number} id */
function transaction(id) {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open;
}

/** Rolls back without a failure: the callback's rejection with this is what PGlite's transaction turns into ROLLBACK. */
const rollingBack = Symbol('rollback');

/**
 * @param {PGlite} pglite
 * @param {number} id
 */
async function begin(pglite, id) {
  /** @type {(tx: import('@electric-sql/pglite').Transaction) => void} */
  let begun = () => {};
  const started = new Promise((resolve) => (begun = resolve));
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  const decided = new Promise((resolve, reject) => (end = (commit) => (commit ? resolve(undefined) : reject(rollingBack))));
  const ended = pglite
    .transaction(async (tx) => {
      begun(tx);
      await decided;
    })
    .then(
      () => undefined,
      (error) => {
        if (error !== rollingBack) throw error;
      },
    );
  // BEGIN itself failing ends the transaction before its callback ever ran.
  const tx = await Promise.race([started, ended.then(() => Promise.reject(new Error('The transaction ended before it began')))]);
  transactions.set(id, { tx, end, ended });
}

/**
 * @param {number} id
 * @param {boolean} commit
 */
async function finish(id, commit) {
  const open = transaction(id);
  transactions.delete(id);
  open.end(commit);
  await open.ended;
}

/**
 * What crosses back to the main thread of a failure: its message and every field PostgreSQL gave it (code, detail,
 * constraint…), which the ORM's exception converter reads. The query's parameters stay here (they may hold secrets).
 * @param {unknown} error
 */
function describe(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'queryOptions') continue;
    if (value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message, stack: error.stack };
}

/** @param {any} message */
async function handle(message) {
  const pglite = await opening;
  switch (message.op) {
    case 'ready':
      return undefined;
    case 'query': {
      const target = message.tx === undefined ? pglite : transaction(message.tx).tx;
      return target.query(message.sql, message.params, message.options);
    }
    case 'exec': {
      const target = message.tx === undefined ? pglite : transaction(message.tx).tx;
      return target.exec(message.sql);
    }
    case 'begin':
      return begin(pglite, message.tx);
    case 'end':
      return finish(message.tx, message.commit);
    case 'listen':
      await pglite.listen(message.channel, (payload) => port.postMessage({ notice: message.channel, payload }));
      return undefined;
    case 'close':
      await pglite.close();
      return undefined;
    default:
      throw new Error(`Unknown request ${String(message.op)}`);
  }
}

port.on('message', (/** @type {{ id: number }} */ message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: describe(error) }),
  );
});
