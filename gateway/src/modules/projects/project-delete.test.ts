import { DeadlockException } from '@mikro-orm/core';
import { signUp } from '../../testing/factories.js';
import { ApiClient } from '../../testing/http-client.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A project delete that PostgreSQL cancels as one side of a deadlock (its work still writing: a run, an upload, the
 * trial's preparation) runs again, up to three times in all; any other failure is not retried.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app.close());

async function ownerWithProject() {
  const { client } = await signUp(new ApiClient(app.url));
  const userId = Number((await client.get('/api/user')).body.id);
  const project = await client.post<{ id: number }>('/api/projects', { name: 'To delete' });
  expect(project.status).toBe(201);
  return { client, userId, projectId: project.body.id };
}

/** An EntityManager whose first `failures` deletes fail as `error` does. */
function failingDeletes(failures: number, error: () => Error) {
  const em = app.database.orm.em.fork();
  const real = em.nativeDelete.bind(em);
  let calls = 0;
  em.nativeDelete = (async (...args: Parameters<typeof real>) => {
    calls += 1;
    if (calls <= failures) throw error();
    return real(...args);
  }) as typeof em.nativeDelete;
  return { em, calls: () => calls };
}

const deadlock = () => new DeadlockException(Object.assign(new Error('deadlock detected'), { code: '40P01' }));

test('a delete cancelled by a deadlock runs again and the project is gone', async () => {
  const { client, userId, projectId } = await ownerWithProject();
  const { em, calls } = failingDeletes(2, deadlock);
  await app.services.projects.delete(em, { id: userId }, projectId);
  expect(calls()).toBe(3);
  expect((await client.get(`/api/projects/${projectId}`)).status).toBe(404);
});

test('three deadlocks in a row: the delete fails and the project stays; other errors are not retried', async () => {
  const { client, userId, projectId } = await ownerWithProject();
  const always = failingDeletes(3, deadlock);
  await expect(app.services.projects.delete(always.em, { id: userId }, projectId)).rejects.toBeInstanceOf(DeadlockException);
  expect(always.calls()).toBe(3);
  const other = failingDeletes(1, () => new Error('connection lost'));
  await expect(app.services.projects.delete(other.em, { id: userId }, projectId)).rejects.toThrow('connection lost');
  expect(other.calls()).toBe(1);
  expect((await client.get(`/api/projects/${projectId}`)).status).toBe(200);
});
