// @ts-check
/**
 * Entry of an extraction worker thread. Parsers run here, off the gateway's event loop, under the heap limit and
 * timeout set by extraction-runner.ts; a parser that crashes or hangs takes only this thread. The thread reads one
 * file at a time and stays for the next (loading the parsers costs more than reading a small file); the runner
 * ends it after a failure, a timeout, a large file or a while idle.
 * Plain ESM JavaScript so the same file runs under Jest (sources) and in production (dist, copied by tsc).
 */
import { parentPort } from 'node:worker_threads';
import { extractDocument } from './extract-document.js';

parentPort?.on('message', async (/** @type {{ job: number, kind: import('./extract-document.js').DocumentKind, bytes: Uint8Array }} */ { job, kind, bytes }) => {
  try {
    const result = await extractDocument(kind, bytes, (done, total) => parentPort?.postMessage({ job, progress: { done, total } }));
    parentPort?.postMessage({ job, ok: true, result });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    parentPort?.postMessage({ job, ok: false, error: { name, message } });
  }
});
