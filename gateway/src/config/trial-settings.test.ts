import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configProblems } from '../testing/config-problems.js';
import { loadConfig } from './env.js';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gap-trial-')), JWT_SECRET: randomBytes(32).toString('hex') });
const production = () => ({ ...base(), NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/gap', PAYMENT_PROVIDER: 'demo' });

const problemsOf = configProblems;

test('the embedded defaults give a new account one credit and the example project', () => {
  expect(loadConfig(base()).trial).toEqual({ credits: 1, exampleProject: true });
  // An empty variable (passed through by a deployment) counts as unset.
  expect(loadConfig({ ...base(), TRIAL_CREDITS: '' }).trial.credits).toBe(1);
});

test('production grants no credit unless TRIAL_CREDITS says so; the example stays', () => {
  expect(loadConfig(production()).trial).toEqual({ credits: 0, exampleProject: true });
  expect(loadConfig({ ...production(), TRIAL_CREDITS: '2' }).trial.credits).toBe(2);
});

test('TRIAL_CREDITS takes whole numbers from 0 to 100, TRIAL_EXAMPLE_PROJECT true or false', () => {
  expect(loadConfig({ ...base(), TRIAL_CREDITS: '0', TRIAL_EXAMPLE_PROJECT: 'false' }).trial).toEqual({ credits: 0, exampleProject: false });
  expect(loadConfig({ ...base(), TRIAL_CREDITS: '100' }).trial.credits).toBe(100);
  for (const bad of ['-1', '101', '1.5', 'one', '1e9']) {
    expect(problemsOf({ ...base(), TRIAL_CREDITS: bad })).toEqual(['TRIAL_CREDITS: must be a whole number from 0 to 100']);
  }
  expect(problemsOf({ ...base(), TRIAL_EXAMPLE_PROJECT: 'yes' })).toEqual(['TRIAL_EXAMPLE_PROJECT: must be true or false']);
  // Listed with the other problems, at once.
  expect(problemsOf({ ...base(), TRIAL_CREDITS: 'x', TRIAL_EXAMPLE_PROJECT: '1', PORT: 'http' }).map((p) => p.split(':')[0]).sort()).toEqual(['PORT', 'TRIAL_CREDITS', 'TRIAL_EXAMPLE_PROJECT']);
});
