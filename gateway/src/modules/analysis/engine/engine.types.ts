import type { Em } from '../../../db/orm.js';
import type { EvidenceItem } from '../../answers/evidence-item.js';
import type { BankQuestion } from '../../questions/bank/types.js';

export type { EvidenceItem };

/** What an engine writes for one question. */
export interface EngineAnswer {
  /** One short paragraph per evidenced element. */
  answer: string;
  /** Evidenced rubric elements / the question's rubric elements (0-1). */
  coverage: number;
  /** At least one item; the first one fills the answer's documentId/documentName/documentPage. */
  evidence: EvidenceItem[];
  /** Which engine produced this answer ('offline' also when the model failed and the offline answer was used). */
  engine: 'offline' | 'openai';
  /** True when the model failed after retries and the offline engine's answer was used instead. */
  fallback?: boolean;
}

/** An engine answers one question of one project from that project's evidence chunks, or abstains (null). */
export interface AnalysisEngine {
  readonly name: 'offline' | 'openai';
  answer(em: Em, projectId: number, question: BankQuestion, signal?: AbortSignal): Promise<EngineAnswer | null>;
}
