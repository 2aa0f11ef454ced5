import type { AiSettings } from '../../../config/ai-settings.js';
import type { AnalysisEngine } from './engine.types.js';
import { createOfflineEngine } from './offline-engine.js';
import { createOpenAiEngine } from './openai-engine.js';

/** The one place that chooses the engine: the OpenAI-compatible one when a key is configured, offline otherwise. */
export function createAnalysisEngine(config: { ai: AiSettings }): AnalysisEngine {
  const offline = createOfflineEngine();
  return config.ai.engine === 'openai' ? createOpenAiEngine(config.ai, offline) : offline;
}
