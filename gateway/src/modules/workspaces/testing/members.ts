import type { WorkspaceRole } from '@gap/schema';
import { signUp } from '../../../testing/factories.js';
import type { ApiClient } from '../../../testing/http-client.js';
import type { TestApp } from '../../../testing/test-app.js';
import { insertMember } from '../workspace.repository.js';

/** Makes a user a member with a role directly (tests that are not about invitations). */
export async function addMember(app: TestApp, workspaceId: number, userId: number, role: WorkspaceRole): Promise<void> {
  await app.database.orm.em.fork().transactional((tx) => insertMember(tx, workspaceId, userId, role));
}

/** A team: an owner with a new shared workspace, an editor, a viewer, and an outsider who belongs to none of it. */
export async function team(app: TestApp, api: ApiClient) {
  const people = await Promise.all(['owner', 'editor', 'viewer', 'outsider'].map(async () => {
    const { client, user } = await signUp(api);
    const id = Number((await client.get('/api/user')).body.id);
    return { client, id, username: user.username };
  }));
  const [owner, editor, viewer, outsider] = people as [typeof people[0], typeof people[0], typeof people[0], typeof people[0]];
  const created = await owner.client.post<{ id: number }>('/api/workspaces', { name: 'Acme ISMS' });
  if (created.status !== 201) throw new Error(`workspace not created: ${created.status} ${JSON.stringify(created.body)}`);
  const workspaceId = created.body.id;
  await addMember(app, workspaceId, editor.id, 'editor');
  await addMember(app, workspaceId, viewer.id, 'viewer');
  const header = { 'x-workspace-id': String(workspaceId) };
  return { owner, editor, viewer, outsider, workspaceId, header };
}
