import { jest } from '@jest/globals';
import { withinTime } from './remotes';

afterEach(() => jest.useRealTimers());

test('a remote that never answers fails after the wait, naming itself', async () => {
  jest.useFakeTimers();
  const hanging = withinTime(new Promise<never>(() => undefined), 10_000, 'mf_billing');
  jest.advanceTimersByTime(9_999);
  let settled = false;
  void hanging.catch(() => (settled = true));
  await Promise.resolve();
  expect(settled).toBe(false);
  jest.advanceTimersByTime(1);
  await expect(hanging).rejects.toThrow('mf_billing did not load within 10 s: its server is not answering');
});

test('a remote that loads in time is returned as loaded, and its failure passes through', async () => {
  await expect(withinTime(Promise.resolve('module'), 10_000, 'mf_billing')).resolves.toBe('module');
  await expect(withinTime(Promise.reject(new Error('404 mf-manifest.json')), 10_000, 'mf_billing')).rejects.toThrow('404 mf-manifest.json');
});
