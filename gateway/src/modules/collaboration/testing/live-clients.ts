import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { signUp } from '../../../testing/factories.js';
import { ApiClient } from '../../../testing/http-client.js';
import type { TestApp } from '../../../testing/test-app.js';
import { addMember } from '../../workspaces/testing/members.js';

export interface Person {
  client: ApiClient;
  token: string;
  id: number;
  username: string;
}

async function person(api: ApiClient): Promise<Person> {
  const { client, token, user } = await signUp(api);
  return { client, token, id: Number((await client.get('/api/user')).body.id), username: user.username };
}

/** An owner's new workspace with one project, an editor and a viewer in it, and an outsider. */
export async function projectTeam(app: TestApp) {
  const api = new ApiClient(app.url);
  const [owner, editor, viewer, outsider] = await Promise.all([person(api), person(api), person(api), person(api)]);
  const created = await owner.client.post<{ id: number }>('/api/workspaces', { name: 'Live team' });
  if (created.status !== 201) throw new Error(`workspace not created: ${created.status}`);
  const workspaceId = created.body.id;
  await addMember(app, workspaceId, editor.id, 'editor');
  await addMember(app, workspaceId, viewer.id, 'viewer');
  const project = await owner.client.post<{ id: number }>('/api/projects', { name: 'Shared project', description: 'live' }, { 'x-workspace-id': String(workspaceId) });
  if (project.status !== 201) throw new Error(`project not created: ${project.status} ${JSON.stringify(project.body)}`);
  return { owner, editor, viewer, outsider, workspaceId, projectId: project.body.id };
}

/** A graphql-ws subscription whose results are collected; `ended` resolves when it completes or errors. */
export function liveSubscription<T>(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const client: Client = createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const results: FormattedExecutionResult<T, unknown>[] = [];
  const waiters: (() => void)[] = [];
  const ended = new Promise<{ errors?: unknown }>((resolve) => {
    client.subscribe<T>({ query, variables }, {
      next: (result) => {
        results.push(result);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => resolve({ errors: error }),
      complete: () => resolve({}),
    });
  });
  /** Waits until a result satisfies `match` (no time limit of its own: the test's timeout bounds it). */
  async function until(match: (result: FormattedExecutionResult<T, unknown>) => boolean): Promise<FormattedExecutionResult<T, unknown>> {
    for (;;) {
      const found = results.find(match);
      if (found) return found;
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), ended]);
      const after = results.find(match);
      if (after) return after;
      if (await Promise.race([ended.then(() => true), Promise.resolve(false)])) throw new Error(`subscription ended without a match: ${JSON.stringify(results)}`);
    }
  }
  return { results, ended, until, dispose: () => client.dispose() };
}
