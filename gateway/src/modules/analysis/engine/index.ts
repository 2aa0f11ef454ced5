/**
 * The analysis engine's public API (engine/README.md): the evidence pipeline over an injected question bank,
 * the engines built on it, passage suggestions, and what the bench needs to check their output. Code outside
 * the engine, and the bench (through the package entry `@gap/gateway/engine`), import from here only.
 */
export { createEvidencePipeline, type EvidencePipeline, type PipelineOptions, type PipelineRun, type RunOptions } from './pipeline.js';
export { candidateWeight, conclude, decide, defaultTuning, gateOf, weigh } from './decision.js';
export type { ConclusionTuning, Decision, DecisionReason, EngineTuning, Gate, GateTuning, Weighed } from './decision.js';
export type { ElementEvidence, QuestionEvidence, SetAside } from './evidence-scoring.js';
export type { QuestionPlan } from './question-plan.js';
export { createAnalysisEngine } from './analysis-engine.js';
export { composeAnswer, createOfflineEngine } from './offline-engine.js';
export { engineLabelOf, type AnalysisEngine, type EngineAnswer, type EvidenceItem, type ModelCheck } from './engine.types.js';
export { ModelFailure, ModelUnavailable, ProviderRejected } from './engine-errors.js';
export { questionVectorsOf, type SentenceEncoder } from './encoder-affinity.js';
export { suggestionLimit, suggestionsOf, suggestPassages, type PassageSuggestion } from './passage-suggestions.js';
export { citableUnits } from './passages.js';
export { collapseWhitespace, verifyQuote } from './quote.js';
export { estimateTokens, outputTokensFor, passagesWithinBudget } from './openai-prompt.js';
