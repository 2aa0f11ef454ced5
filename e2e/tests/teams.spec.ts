import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { buildUser, registerViaApi, type TestUser } from '../support/api';
import { securityPolicyPdf } from '../support/policy-documents';
import { answerBox, questionItem, seedProject, testType } from '../support/questionnaire';
import { submitRegistration } from '../support/register';

/**
 * Teams (DESIGN section 6): an owner and the colleagues they invite work on one questionnaire, each in their own
 * browser: answers and presence arrive live, a second save over a newer answer asks what to keep, a viewer reads
 * only, an invitation is accepted by someone who registers on the way, and a removal ends access at once.
 */

const screenshot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/teams-${name}.png`, fullPage: true });

interface Member {
  user: TestUser;
  token: string;
  id: number;
}

/** A user registered over REST, with their id. */
async function member(baseURL: string, firstName: string, lastName: string): Promise<Member> {
  const { user, token } = await registerViaApi(baseURL, { ...buildUser(), firstName, lastName });
  const me = (await (await fetch(`${baseURL}/api/user`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number };
  return { user, token, id: me.id };
}

async function api<T>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** The owner's current (personal) workspace id. */
async function workspaceOf(baseURL: string, owner: Member): Promise<string> {
  const workspaces = await api<{ id: string; current: boolean }[]>(baseURL, owner.token, 'GET', '/api/workspaces');
  return String(workspaces.find((workspace) => workspace.current)!.id);
}

/** An invitation link for `role` to the owner's workspace (no email: the link is returned). */
async function invitationLink(baseURL: string, owner: Member, workspaceId: string, role: 'editor' | 'viewer'): Promise<string> {
  const created = await api<{ url: string }>(baseURL, owner.token, 'POST', `/api/workspaces/${workspaceId}/invitations`, { role });
  return created.url;
}

/** A question of the seeded project's test type, for writes the server must refuse. */
async function someQuestionId(baseURL: string, token: string): Promise<string> {
  const questions = await api<{ id: string }[]>(baseURL, token, 'GET', `/api/questions/${encodeURIComponent(testType)}`);
  return questions[0]!.id;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** `who` joins the owner's workspace with `role` over REST. */
async function join(baseURL: string, owner: Member, workspaceId: string, who: Member, role: 'editor' | 'viewer') {
  await api(baseURL, who.token, 'POST', '/api/invitations/accept', { token: tokenOf(await invitationLink(baseURL, owner, workspaceId, role)) });
}

/** An owner's seeded project in their workspace, which a colleague (registered here) has joined with `role`. */
async function sharedProject(baseURL: string, request: APIRequestContext, [firstName, lastName]: [string, string], role: 'editor' | 'viewer') {
  const owner = await member(baseURL, 'Olivia', 'Owner');
  const colleague = await member(baseURL, firstName, lastName);
  const workspaceId = await workspaceOf(baseURL, owner);
  const projectId = await seedProject(request, owner.token);
  await join(baseURL, owner, workspaceId, colleague, role);
  return { owner, colleague, workspaceId, projectId };
}

/** A browser context signed in as `who`, on the project's Manual Answers tab. */
async function openQuestionnaire(browser: Browser, baseURL: string, who: Member, projectId: number): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), who.token);
  const page = await context.newPage();
  await page.goto(`/project-assessment/${projectId}`);
  await page.getByRole('tab', { name: 'Manual Answers' }).click();
  await expect(page.getByTestId('question-list')).toBeVisible();
  return page;
}

test('owner and editor on one project: presence, a saved answer arrives live, the second save over it asks what to keep, an upload shows in the other list', async ({ browser, baseURL, request }) => {
  const { owner, colleague: editor, projectId } = await sharedProject(baseURL!, request, ['Priya', 'Patel'], 'editor');

  const ownerPage = await openQuestionnaire(browser, baseURL!, owner, projectId);
  const editorPage = await openQuestionnaire(browser, baseURL!, editor, projectId);
  try {
    // Each sees the other.
    await expect(ownerPage.getByRole('group', { name: 'Also here' })).toContainText('Priya Patel');
    await expect(editorPage.getByRole('group', { name: 'Also here' })).toContainText('Olivia Owner');

    // The editor opens 6.1.2: the owner's row says so.
    const editorRow = questionItem(editorPage, '6.1.2');
    await editorRow.getByRole('button', { name: 'Answer' }).click();
    await expect(questionItem(ownerPage, '6.1.2').getByText('Priya Patel is editing')).toBeVisible();
    await expect(ownerPage.getByRole('group', { name: 'Also here' })).toContainText('Priya Patel, editing 6.1.2');
    await screenshot(ownerPage, 'owner-sees-editor');

    // Her saved answer shows in the owner's list without a reload.
    await answerBox(editorRow).fill('Risks are assessed yearly against the risk acceptance criteria.');
    await editorRow.getByRole('button', { name: 'Save Answer' }).click();
    await expect(editorPage.getByText('Answer Saved')).toBeVisible();
    await expect(questionItem(ownerPage, '6.1.2')).toContainText('Risks are assessed yearly against the risk acceptance criteria.');
    await expect(questionItem(ownerPage, '6.1.2').getByText('Priya Patel is editing')).toBeHidden();

    // Both open 7.5.3; the owner saves first, the editor's save is refused and asks what to keep.
    const ownerRow = questionItem(ownerPage, '7.5.3');
    const secondRow = questionItem(editorPage, '7.5.3');
    await ownerRow.getByRole('button', { name: 'Answer' }).click();
    await secondRow.getByRole('button', { name: 'Answer' }).click();
    await answerBox(ownerRow).fill('Documents are controlled in the DMS with version history.');
    await answerBox(secondRow).fill('Document control follows procedure DC-01.');
    await ownerRow.getByRole('button', { name: 'Save Answer' }).click();
    await expect(ownerPage.getByText('Answer Saved')).toBeVisible();
    await secondRow.getByRole('button', { name: 'Save Answer' }).click();
    const conflict = editorPage.getByRole('dialog', { name: 'Someone else changed this answer' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('region', { name: 'Their answer' })).toContainText('Documents are controlled in the DMS with version history.');
    await expect(conflict.getByRole('region', { name: 'Your answer' })).toContainText('Document control follows procedure DC-01.');
    await screenshot(editorPage, 'conflict');
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(conflict).toBeHidden();
    // Kept on purpose: stored, and the owner's view follows.
    await expect(questionItem(editorPage, '7.5.3')).toContainText('Document control follows procedure DC-01.');
    await expect(questionItem(ownerPage, '7.5.3')).toContainText('Document control follows procedure DC-01.');

    // The document list follows too: a policy the owner uploads (from a script) shows in the editor's list.
    await editorPage.getByRole('tab', { name: 'Documents' }).click();
    await expect(editorPage.getByText('security-policy.pdf')).toHaveCount(0);
    const uploaded = await request.post(`/api/projects/${projectId}/documents`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      multipart: { file: { name: 'security-policy.pdf', mimeType: 'application/pdf', buffer: await securityPolicyPdf() } },
    });
    expect(uploaded.status()).toBe(201);
    await expect(editorPage.getByRole('cell', { name: 'security-policy.pdf', exact: true })).toBeVisible();
  } finally {
    await ownerPage.context().close();
    await editorPage.context().close();
  }
});

test('a viewer reads the questionnaire only, and can neither start a run nor buy credits', async ({ browser, baseURL, request }) => {
  const { colleague: viewer, projectId } = await sharedProject(baseURL!, request, ['Victor', 'Viewer'], 'viewer');

  const page = await openQuestionnaire(browser, baseURL!, viewer, projectId);
  try {
    const row = questionItem(page, '6.1.2');
    await expect(row.getByRole('button', { name: 'Answer' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Answer' })).toHaveAccessibleDescription('Needs the editor role in this workspace');
    // The keyboard opens no editor either.
    await row.focus();
    await page.keyboard.press('e');
    await expect(answerBox(row)).toHaveCount(0);
    await screenshot(page, 'viewer-questionnaire');

    await page.getByRole('tab', { name: 'AI Analysis' }).click();
    await expect(page.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Start AI Analysis/ })).toHaveAccessibleDescription('Needs the editor role in this workspace');

    // Credits belong to the workspace: only an owner buys them.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Assessment Credits', { exact: true }).click();
    await expect(page.getByRole('button', { name: /Purchase Credits/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Purchase Credits/ })).toHaveAccessibleDescription('Needs the owner role in this workspace');

    // The server refuses what the screen does not offer.
    const refused = await fetch(`${baseURL}/api/projects/${projectId}/assessment-answers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${viewer.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionId: await someQuestionId(baseURL!, viewer.token), answer: 'Not mine to write', source: 'manual' }),
    });
    expect(refused.status).toBe(403);
  } finally {
    await page.context().close();
  }
});

test('an invitation link opened signed out: the new colleague registers on the way and joins', async ({ browser, baseURL }) => {
  const owner = await member(baseURL!, 'Olivia', 'Owner');
  const workspaceId = await workspaceOf(baseURL!, owner);
  const workspaceName = (await api<{ id: string; name: string }[]>(baseURL!, owner.token, 'GET', '/api/workspaces')).find((w) => String(w.id) === workspaceId)!.name;

  // The owner invites from the members page and copies the link.
  const ownerContext = await browser.newContext({ baseURL });
  await ownerContext.addInitScript((value) => window.localStorage.setItem('token', value), owner.token);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/workspace/members');
  await ownerPage.getByRole('button', { name: /^(send )?Invite$/ }).click();
  const link = await ownerPage.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toContain('/invitations/accept?token=');

  // Someone without an account opens it: sign-in, then Create Account, then back to the invitation.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create Account' }).click();
    const newcomer = { ...buildUser(), firstName: 'Nora', lastName: 'New' };
    await submitRegistration(page, newcomer);
    await expect(page).toHaveURL(/\/invitations\/accept\?token=/);
    await page.getByRole('button', { name: 'Join workspace' }).click();
    await expect(page.getByText('Welcome to the workspace')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The invited workspace is now current, with the role the invitation named.
    await expect(page.getByRole('button', { name: `${workspaceName} Editor: switch workspace` })).toBeVisible();
    await screenshot(page, 'joined');

    // The link was single-use.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: 'Join workspace' }).click();
    await expect(page.getByText('This invitation cannot be used')).toBeVisible();

    // The owner's members page lists the newcomer.
    await ownerPage.reload();
    await expect(ownerPage.getByRole('table', { name: 'Members' })).toContainText(newcomer.username);
  } finally {
    await context.close();
    await ownerContext.close();
  }
});

test('a member removed while the project is open loses it at once: the page says it is not found', async ({ browser, baseURL, request }) => {
  const { owner, colleague: editor, workspaceId, projectId } = await sharedProject(baseURL!, request, ['Priya', 'Patel'], 'editor');
  const page = await openQuestionnaire(browser, baseURL!, editor, projectId);
  try {
    await expect(questionItem(page, '6.1.2')).toBeVisible();
    // Removed by the owner (from another device).
    const api2 = await playwrightRequest.newContext({ baseURL });
    expect((await api2.delete(`/api/workspaces/${workspaceId}/members/${editor.id}`, { headers: { Authorization: `Bearer ${owner.token}` } })).status()).toBe(204);
    await api2.dispose();
    await expect(page.getByText('Project not found')).toBeVisible();
    await screenshot(page, 'removed');
    // And the server refuses the removed member's writes.
    const refused = await fetch(`${baseURL}/api/projects/${projectId}/assessment-answers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editor.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ questionId: await someQuestionId(baseURL!, owner.token), answer: 'Too late', source: 'manual' }),
    });
    expect(refused.status).toBe(404);
  } finally {
    await page.context().close();
  }
});

test('switching workspace on a shared project page goes to the projects of the workspace switched to', async ({ browser, baseURL, request }) => {
  const { colleague: editor, projectId } = await sharedProject(baseURL!, request, ['Sam', 'Switcher'], 'editor');
  const page = await openQuestionnaire(browser, baseURL!, editor, projectId);
  try {
    await page.getByRole('button', { name: /Editor: switch workspace$/ }).click();
    const personal = `${editor.user.username}'s workspace`;
    await page.getByRole('menuitem', { name: new RegExp(`^${personal} · Personal`) }).click();
    await expect(page.getByText('Workspace switched')).toBeVisible();
    // Not the shared project's "not found": the projects of the personal workspace, which has none yet.
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('button', { name: `${personal} Owner: switch workspace` })).toBeVisible();
    await expect(page.getByText('Project not found')).toHaveCount(0);
    await screenshot(page, 'switched-from-project');
  } finally {
    await page.context().close();
  }
});
