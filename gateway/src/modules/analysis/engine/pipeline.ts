import type { Em } from '../../../db/orm.js';
import type { EvidenceHit } from '../../evidence/evidence.repository.js';
import type { BankQuestion } from '../../questions/bank/types.js';
import { decide, defaultTuning, candidateWeight, type Decision, type EngineTuning } from './decision.js';
import { createEncoderAffinity, type SentenceEncoder } from './encoder-affinity.js';
import { retrieveCandidates } from './evidence-retrieval.js';
import { scoreEvidence, type QuestionEvidence } from './evidence-scoring.js';
import { affinityModel } from './question-affinity.js';
import { plannerFor, type QuestionPlan } from './question-plan.js';

/** How far one run of the pipeline goes, and how. */
export interface RunOptions {
  signal?: AbortSignal;
  /** Chunks retrieved per rubric element (default: the tuning's). */
  depth?: number;
  /** The last stage run: 'retrieval' stops with the chunks (what a model reads), 'ranking' (default) goes through all. */
  upTo?: 'retrieval' | 'ranking';
  /**
   * Which candidates the sentence encoder re-ranks: 'countable' (default), those the pipeline's tuning can count,
   * as the product's engine does; 'all', every candidate (passage suggestions; the bench, whose other tunings may
   * count others). A decision reads only the ranks of the candidates it can count, so both decide alike.
   */
  rerank?: 'countable' | 'all';
}

/** What one run of the pipeline found for one question of one project. */
export interface PipelineRun {
  question: BankQuestion;
  plan: QuestionPlan;
  hits: EvidenceHit[];
  /** The scored (and re-ranked) candidates; none when the run stopped at retrieval. */
  evidence: QuestionEvidence;
}

/** The offline engine's pipeline over one question bank: plan, retrieve, score, re-rank, then decide. */
export interface EvidencePipeline {
  readonly bank: readonly BankQuestion[];
  readonly tuning: EngineTuning;
  /** The question's plan: each rubric element's phrases and the topic words. */
  plan(question: BankQuestion): QuestionPlan;
  /** The one pipeline: plan, retrieve the chunks, score their sentences, re-rank them with the encoder. */
  run(em: Em, projectId: number, question: BankQuestion, options?: RunOptions): Promise<PipelineRun>;
  /** The decision on a run (default: the pipeline's tuning), with its reason. */
  decide(run: PipelineRun, tuning?: EngineTuning): Decision;
}

export interface PipelineOptions {
  /** The questions sentences are ranked among (the product's question bank, or a test's). */
  bank: readonly BankQuestion[];
  /** The second affinity signal; without one, the lexical affinity alone ranks sentences. */
  encoder?: SentenceEncoder;
  tuning?: EngineTuning;
}

export function createEvidencePipeline({ bank, encoder, tuning = defaultTuning }: PipelineOptions): EvidencePipeline {
  const plan = plannerFor(bank);
  const affinity = affinityModel(bank);
  const rerank = encoder && createEncoderAffinity(encoder, bank);
  const countable = (c: Parameters<typeof candidateWeight>[0]) => candidateWeight(c, tuning) > 0;
  return {
    bank,
    tuning,
    plan,
    async run(em, projectId, question, { signal, depth = tuning.chunksPerElement, upTo = 'ranking', rerank: which = 'countable' } = {}) {
      const questionPlan = plan(question);
      const hits = await retrieveCandidates(em, projectId, questionPlan, depth, signal);
      if (upTo === 'retrieval') return { question, plan: questionPlan, hits, evidence: { candidates: [], notApplicable: false, setAside: new Map() } };
      const evidence = scoreEvidence(question, questionPlan, hits, affinity);
      if (rerank && (which === 'all' || !evidence.notApplicable)) evidence.candidates = await rerank(question.id, evidence.candidates, which === 'all' ? () => true : countable, tuning.encoderWeight);
      return { question, plan: questionPlan, hits, evidence };
    },
    decide: (run, t = tuning) => decide(run.evidence, t),
  };
}
