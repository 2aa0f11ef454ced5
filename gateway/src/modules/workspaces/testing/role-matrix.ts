import { roleRefusal, type WorkspaceRole } from '@gap/schema';
import { buildPdf } from '../../../testing/document-fixtures.js';
import type { ApiClient, ApiResponse } from '../../../testing/http-client.js';
import type { TestApp } from '../../../testing/test-app.js';
import { uploadDocument } from '../../../testing/uploads.js';
import { addMember, type team } from './members.js';

/** Support for role-matrix.test.ts: one call's outcome reduced to what the matrix compares, and the shared fixture. */

export type Team = Awaited<ReturnType<typeof team>>;
export type Person = Team['owner'];
export type Caller = 'outsider' | WorkspaceRole;

/** What a call's outcome says about access: not found, refused naming the role, or let through. */
export type Verdict = 'not found' | `forbidden: ${string}` | 'allowed' | `broken: ${string}`;

/** REST: 404 and 403 are refusals; 401 and 5xx are broken calls; anything else (200, 400, 402, 409…) was let through. */
export function restVerdict(res: ApiResponse): Verdict {
  const message = (res.body as { message?: string } | undefined)?.message;
  if (res.status === 404) return 'not found';
  if (res.status === 403) return `forbidden: ${message}`;
  if (res.status === 401 || res.status >= 500) return `broken: ${res.status} ${message ?? JSON.stringify(res.body)}`;
  return 'allowed';
}

/** GraphQL: the first error's code decides, as REST's status does. */
export function gqlVerdict(res: ApiResponse): Verdict {
  const error = (res.body as { errors?: { message: string; extensions?: { code?: string } }[] } | undefined)?.errors?.[0];
  if (res.status >= 500 || (!error && !res.body?.data)) return `broken: ${res.status} ${JSON.stringify(res.body)}`;
  if (!error) return 'allowed';
  const code = error.extensions?.code;
  if (code === 'NOT_FOUND') return 'not found';
  if (code === 'FORBIDDEN') return `forbidden: ${error.message}`;
  if (code === 'UNAUTHENTICATED' || code === 'INTERNAL_SERVER_ERROR' || code === 'GRAPHQL_VALIDATION_FAILED') return `broken: ${code} ${error.message}`;
  return 'allowed';
}

/** What each caller should get from a call that needs `needed`: the outsider not-found, weaker members 403 naming the role. */
export function expectedVerdicts(needed: WorkspaceRole): Record<Caller, Verdict> {
  const rank: WorkspaceRole[] = ['viewer', 'editor', 'owner'];
  const verdict = (role: WorkspaceRole): Verdict => (needed === 'viewer' || rank.indexOf(role) >= rank.indexOf(needed) ? 'allowed' : `forbidden: ${roleRefusal(needed, role)}`);
  return { outsider: 'not found', viewer: verdict('viewer'), editor: verdict('editor'), owner: verdict('owner') };
}

/** The callers of a call that needs `needed`, in order: the outsider, each weaker role, then the weakest one allowed. */
export function callersFor(needed: WorkspaceRole): Caller[] {
  const rank: WorkspaceRole[] = ['viewer', 'editor', 'owner'];
  return ['outsider', ...rank.slice(0, rank.indexOf(needed) + 1)];
}

let uploads = 0;
/** A small PDF, different each time (a project refuses the same file twice). */
export const matrixPdf = () => buildPdf([[`Information security policy, copy ${++uploads}`, 'Approved by the board on 3 March 2026.']]);

/** Uploads the PDF to a project as `client` and answers the document id (throws when refused). */
export async function uploadedDocument(client: ApiClient, projectId: number, name: string): Promise<number> {
  const res = await uploadDocument(client, projectId, name, await matrixPdf());
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.id);
}

/** A project made by `client` in the workspace named by `header`, with a test type (throws when refused). */
export async function projectIn(client: ApiClient, header: Record<string, string>, name: string, testType: string): Promise<number> {
  const created = await client.post<{ id: number }>('/api/projects', { name }, header);
  if (created.status !== 201) throw new Error(`project not created: ${created.status} ${JSON.stringify(created.body)}`);
  const typed = await client.request('PUT', `/api/projects/${created.body.id}/test-type`, { testType });
  if (typed.status !== 200) throw new Error(`test type not set: ${typed.status} ${JSON.stringify(typed.body)}`);
  return created.body.id;
}

/** Another workspace of the same team (owner, editor, viewer), for calls that delete or change membership. */
export async function spareWorkspace(app: TestApp, t: Team, name: string): Promise<number> {
  const created = await t.owner.client.post<{ id: number }>('/api/workspaces', { name });
  if (created.status !== 201) throw new Error(`workspace not created: ${created.status} ${JSON.stringify(created.body)}`);
  await addMember(app, created.body.id, t.editor.id, 'editor');
  await addMember(app, created.body.id, t.viewer.id, 'viewer');
  return created.body.id;
}

/** A pending invitation of the workspace, made by its owner; answers its id. */
export async function pendingInvitation(t: Team, workspaceId: number): Promise<number> {
  const res = await t.owner.client.post(`/api/workspaces/${workspaceId}/invitations`, { role: 'viewer' });
  if (res.status !== 201) throw new Error(`invitation not created: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.id);
}

/** The members of a workspace with their roles, as its owner reads them. */
export async function membersOf(t: Team, workspaceId: number): Promise<string[]> {
  const res = await t.owner.client.get<{ user: { username: string }; role: string }[]>(`/api/workspaces/${workspaceId}/members`);
  if (res.status !== 200) return [`members unreadable: ${res.status}`];
  return res.body.map((m) => `${m.user.username}: ${m.role}`);
}
