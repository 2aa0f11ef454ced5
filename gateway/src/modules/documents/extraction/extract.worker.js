// @ts-check
/**
 * Entry of the extraction worker thread. Parsers run here, off the gateway's event loop, under the heap
 * limit and timeout set by extraction-runner.ts; a parser that crashes or hangs takes only this thread.
 * Plain ESM JavaScript so the same file runs under Jest (sources) and in production (dist, copied by tsc).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { extractDocument } from './extract-document.js';

/** @type {{ kind: import('./extract-document.js').DocumentKind, bytes: Uint8Array }} */
const { kind, bytes } = workerData;

try {
  const result = await extractDocument(kind, bytes, (done, total) => parentPort?.postMessage({ progress: { done, total } }));
  parentPort?.postMessage({ ok: true, result });
} catch (error) {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  parentPort?.postMessage({ ok: false, error: { name, message } });
}
