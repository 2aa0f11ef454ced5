import { Admission } from './admission.js';
import { ServiceUnavailableError, TooManyRequestsError } from './errors.js';

const limits = { perUser: 1, global: 2, queue: 1, queueTimeoutMs: 50, retryAfterSeconds: 7 };

test('per-user limit answers 429 with Retry-After; the global limit queues, then answers 503', async () => {
  const admission = new Admission('uploads', limits);
  const a = await admission.acquire('alice');
  await expect(admission.acquire('alice')).rejects.toMatchObject({ constructor: TooManyRequestsError, retryAfterSeconds: 7, status: 429 });
  const b = await admission.acquire('bob');
  // Global full: carol waits in the queue, dave finds the queue full.
  const carol = admission.acquire('carol');
  await expect(admission.acquire('dave')).rejects.toMatchObject({ constructor: ServiceUnavailableError, retryAfterSeconds: 7, status: 503 });
  a();
  const c = await carol;
  // Released slots are reusable; a waiter that is not served in time is refused with 503.
  const erin = admission.acquire('erin');
  await expect(erin).rejects.toBeInstanceOf(ServiceUnavailableError);
  b();
  c();
  expect(admission.active).toBe(0);
  const again = await admission.acquire('alice');
  again();
  again(); // releasing twice frees one slot only
  expect(admission.active).toBe(0);
});

test('run() frees the slot when the work throws', async () => {
  const admission = new Admission('extractions', limits);
  await expect(admission.run('alice', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
  await expect(admission.run('alice', async () => 'done')).resolves.toBe('done');
});
