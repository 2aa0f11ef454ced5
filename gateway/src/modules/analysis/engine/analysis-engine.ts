import type { AiSettings } from '../../../config/ai-settings.js';
import type { AnalysisEngine } from './engine.types.js';
import { createOfflineEngine } from './offline-engine.js';
import type { EvidencePipeline } from './pipeline.js';

/**
 * The one place that chooses the engine: the OpenAI-compatible one when a key is configured, offline otherwise.
 * The OpenAI client is loaded only then. Both read the documents through the evidence pipeline; the offline
 * engine (also the OpenAI engine's fallback) decides on it.
 */
export async function createAnalysisEngine(config: { ai: AiSettings }, pipeline: EvidencePipeline): Promise<AnalysisEngine> {
  const offline = createOfflineEngine(pipeline);
  if (config.ai.engine !== 'openai') return offline;
  const { createOpenAiEngine } = await import('./openai-engine.js');
  return createOpenAiEngine(config.ai, pipeline, offline);
}
