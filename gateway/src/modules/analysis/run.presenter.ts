import type { BankQuestion } from '../questions/bank/types.js';
import type { AnalysisRun } from './analysis-run.entity.js';
import type { AnalysisRunType } from './analysis.types.js';

export type QuestionLookup = (id: string) => BankQuestion | undefined;

/** DESIGN section 5's run fields, plus the question being analysed. Never the owner. */
export function presentRun(run: AnalysisRun, lookup: QuestionLookup): AnalysisRunType {
  const current = run.currentQuestionId ? lookup(run.currentQuestionId) : undefined;
  return {
    runId: run.id,
    projectId: run.project.id,
    testType: run.testType,
    status: run.status,
    engine: run.engine,
    engines: [...run.engines],
    totalQuestions: run.totalQuestions,
    processed: run.processed,
    succeeded: run.succeeded,
    failed: run.failed,
    skipped: run.skipped,
    percent: percentOf(run),
    currentQuestion: current && run.status === 'running' ? { id: current.id, controlRef: current.controlRef, title: current.title } : null,
    cancelRequested: run.cancelRequested,
    createdAt: run.createdAt,
    startedAt: run.startedAt ?? null,
    finishedAt: run.finishedAt ?? null,
    error: run.error ?? null,
  };
}

function percentOf(run: Pick<AnalysisRun, 'status' | 'processed' | 'totalQuestions'>): number {
  if (run.status === 'completed') return 100;
  if (!run.totalQuestions) return 0;
  return Math.min(100, Math.floor((100 * run.processed) / run.totalQuestions));
}
