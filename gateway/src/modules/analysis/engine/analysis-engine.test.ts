import { questionBank } from '../../questions/bank/index.js';
import { createAnalysisEngine } from './analysis-engine.js';
import { createEvidencePipeline } from './pipeline.js';

const pipeline = createEvidencePipeline({ bank: questionBank, encoder: { embed: async (texts: string[]) => texts.map(() => [1]) } });

test('offline without a key, the OpenAI-compatible engine with one', async () => {
  expect((await createAnalysisEngine({ ai: { engine: 'offline' } }, pipeline)).name).toBe('offline');
  const ai = { engine: 'openai', apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000, maxConcurrency: 1, maxRetries: 0, tokenBudget: 4000, maxTokensParam: 'max_tokens' } as const;
  expect((await createAnalysisEngine({ ai }, pipeline)).name).toBe('openai');
});
