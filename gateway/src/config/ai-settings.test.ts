import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblems } from '../testing/config-problems.js';
import { loadConfig } from './env.js';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gap-ai-')), JWT_SECRET: 'j'.repeat(40) });

const problemsOf = configProblems;

test('without an API key the offline engine runs; empty variables count as unset', () => {
  expect(loadConfig(base()).ai).toEqual({ engine: 'offline' });
  expect(loadConfig({ ...base(), OPENAI_API_KEY: '', OPENAI_MODEL: '' }).ai).toEqual({ engine: 'offline' });
});

test('an API key selects the OpenAI-compatible engine with defaults and overrides', () => {
  expect(loadConfig({ ...base(), OPENAI_API_KEY: 'sk-test' }).ai).toEqual({
    engine: 'openai',
    apiKey: 'sk-test',
    baseUrl: undefined,
    model: 'gpt-4.1-mini',
    timeoutMs: 60_000,
    maxConcurrency: 4,
    maxRetries: 3,
    tokenBudget: 12_000,
    maxTokensParam: 'max_completion_tokens',
  });
  const local = loadConfig({ ...base(), OPENAI_API_KEY: 'x', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.1', OPENAI_TIMEOUT_MS: '5000', OPENAI_MAX_CONCURRENCY: '2' }).ai;
  expect(local).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 5000, maxConcurrency: 2 });
});

test('temperature is sent only when set; the cap\'s field follows the provider unless set', () => {
  const ai = (env: Record<string, string>) => loadConfig({ ...base(), OPENAI_API_KEY: 'x', ...env }).ai;
  expect(ai({})).not.toHaveProperty('temperature');
  expect(ai({ OPENAI_TEMPERATURE: '0' })).toMatchObject({ temperature: 0 });
  expect(ai({ OPENAI_TEMPERATURE: '0.7' })).toMatchObject({ temperature: 0.7 });
  expect(ai({ OPENAI_BASE_URL: 'https://API.openai.com/v1' })).toMatchObject({ maxTokensParam: 'max_completion_tokens' });
  expect(ai({ OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' })).toMatchObject({ maxTokensParam: 'max_tokens' });
  expect(ai({ OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1', OPENAI_MAX_TOKENS_PARAM: 'max_completion_tokens' })).toMatchObject({ maxTokensParam: 'max_completion_tokens' });
  const problems = problemsOf({ ...base(), OPENAI_API_KEY: 'x', OPENAI_TEMPERATURE: '3', OPENAI_MAX_TOKENS_PARAM: 'max_output_tokens' });
  expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['OPENAI_MAX_TOKENS_PARAM', 'OPENAI_TEMPERATURE']);
});

test('bad values and a base URL without a key are refused, each named', () => {
  const problems = problemsOf({ ...base(), OPENAI_BASE_URL: 'ftp://x', OPENAI_TIMEOUT_MS: '10', OPENAI_MAX_CONCURRENCY: 'many' });
  expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['OPENAI_BASE_URL', 'OPENAI_MAX_CONCURRENCY', 'OPENAI_TIMEOUT_MS']);
  expect(problemsOf({ ...base(), OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' })).toEqual([expect.stringMatching(/^OPENAI_API_KEY: required when OPENAI_BASE_URL is set/)]);
});
