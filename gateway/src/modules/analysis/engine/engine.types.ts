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
  /** With `fallback`: why the model gave no answer (logged by the run). */
  fallbackReason?: string;
  /** The model that wrote an `openai` answer. */
  model?: string;
}

/** Who wrote an answer, as answers and runs record it: `openai:<model>` or `offline`. */
export const engineLabelOf = (answer: Pick<EngineAnswer, 'engine' | 'model'>): string => (answer.engine === 'openai' ? `openai:${answer.model ?? 'unknown'}` : 'offline');

/** An engine answers one question of one project from that project's evidence chunks, or abstains (null). */
export interface AnalysisEngine {
  readonly name: 'offline' | 'openai';
  answer(em: Em, projectId: number, question: BankQuestion, signal?: AbortSignal): Promise<EngineAnswer | null>;
  /** A model's engine: one cheap call to the configured model (the start-up check), its outcome kept as `lastCheck`. */
  check?(signal?: AbortSignal): Promise<ModelCheck>;
  readonly lastCheck?: ModelCheck;
}

/** What the start-up check of the configured model found. */
export interface ModelCheck {
  /** checking: not answered yet; refused: the provider refused the call (runs will fail); unavailable: no answer (runs fall back). */
  status: 'checking' | 'ok' | 'refused' | 'unavailable';
  model: string;
  /** The provider's host (never the key). */
  provider: string;
  checkedAt: string | null;
  /** Why it is not ok: the provider's message or the transport error. */
  message?: string;
}
