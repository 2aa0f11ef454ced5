import type { AiSettings } from '../../../config/ai-settings.js';
import type { AnalysisEngine } from './engine.types.js';
import { createOfflineEngine } from './offline-engine.js';

/**
 * The one place that chooses the engine: the OpenAI-compatible one when a key is configured, offline otherwise.
 * The OpenAI client is loaded only then.
 */
export async function createAnalysisEngine(config: { ai: AiSettings }): Promise<AnalysisEngine> {
  const offline = createOfflineEngine();
  if (config.ai.engine !== 'openai') return offline;
  const { createOpenAiEngine } = await import('./openai-engine.js');
  return createOpenAiEngine(config.ai, offline);
}
