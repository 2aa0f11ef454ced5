/**
 * What the analysis and the document extraction report to the metrics (see metrics.ts). Modules depend on this
 * small interface only; with metrics off they get the no-op one.
 */
export interface WorkMetrics {
  /** An analysis run this process processed ended: its status, and its duration from its first start to its end (database clock). */
  runEnded(status: string, seconds: number): void;
  /** A document's text was extracted (or refused) in a worker thread: the file kind, the outcome, the parse time. */
  extractionEnded(kind: string, outcome: string, seconds: number): void;
}

export const noWorkMetrics: WorkMetrics = {
  runEnded() {},
  extractionEnded() {},
};
