import type { AiSettings } from '../../../config/ai-settings.js';
import type { SentenceEncoder } from './encoder-affinity.js';
import type { AnalysisEngine } from './engine.types.js';
import { createOfflineEngine } from './offline-engine.js';

/**
 * The one place that chooses the engine: the OpenAI-compatible one when a key is configured, offline otherwise.
 * The OpenAI client is loaded only then. The offline engine (also the OpenAI engine's fallback) ranks
 * sentences with the embedded sentence encoder as its second signal.
 */
export async function createAnalysisEngine(config: { ai: AiSettings }, encoder: SentenceEncoder): Promise<AnalysisEngine> {
  const offline = createOfflineEngine(encoder);
  if (config.ai.engine !== 'openai') return offline;
  const { createOpenAiEngine } = await import('./openai-engine.js');
  return createOpenAiEngine(config.ai, offline);
}
