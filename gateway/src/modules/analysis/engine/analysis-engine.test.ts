import { createAnalysisEngine } from './analysis-engine.js';

const encoder = { embed: async (texts: string[]) => texts.map(() => [1]) };

test('offline without a key, the OpenAI-compatible engine with one', async () => {
  expect((await createAnalysisEngine({ ai: { engine: 'offline' } }, encoder)).name).toBe('offline');
  const ai = { engine: 'openai', apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000, maxConcurrency: 1, maxRetries: 0, tokenBudget: 4000 } as const;
  expect((await createAnalysisEngine({ ai }, encoder)).name).toBe('openai');
});
