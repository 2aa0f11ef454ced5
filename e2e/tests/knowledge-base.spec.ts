import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { adminToken } from '../support/admin';
import { registerViaApi } from '../support/api';
import { startTestSite } from '../support/test-site';

const shot = (page: Page, name: string) => page.screenshot({ path: `.artifacts/screens/${name}.png`, fullPage: true });

/** The number a statistics card shows. */
const statValue = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Knowledge base statistics' }).locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');

const countOf = async (page: Page, title: string) => Number((await statValue(page, title).innerText()).replace(/\D/g, ''));

/** The playbook, signed with the site's edition so that a retry's upload is new text too (see test-site.ts). */
const playbook = (edition: string) => `# Incident Playbook

## Tabletop exercises
Twice a year the crisis team rehearses a ransomware scenario around a table: the facilitator injects events,
the team decides what to do and a scribe records every decision and gap for the improvement plan (edition ${edition}).

## Contact tree
The playbook lists who calls whom when the office cannot be reached, with deputies for every role (edition ${edition}).
`;

test.describe('knowledge base', () => {
  let site: Awaited<ReturnType<typeof startTestSite>>;
  test.beforeAll(async () => {
    site = await startTestSite();
  });
  test.afterAll(async () => {
    await site.close();
  });

  test('the administrator crawls a local site with live progress, uploads a markdown file and finds both', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const token = await adminToken(baseURL!);
    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto('/admin/knowledge-base');
    // The first visit fetches the remote: give a busy machine time.
    await expect(page.getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Only an administrator can change the knowledge base')).toHaveCount(0);
    await expect(statValue(page, 'Search Engine')).toHaveText('Built-in');
    // The AI engine the product runs on: the built-in one, with no model to check.
    const engine = page.locator('.ant-card').filter({ has: page.getByText('AI Engine', { exact: true }) });
    await expect(engine).toContainText('Built-in');
    await expect(engine).toContainText('no AI model is configured');
    const chunksBefore = await countOf(page, 'Total Chunks');
    const urlsBefore = await countOf(page, 'Sources');

    // Validation first: nothing is started without a URL.
    await page.getByRole('button', { name: 'Start Crawling' }).click();
    await expect(page.getByText('Please enter a valid URL to crawl.').first()).toBeVisible();

    await page.getByLabel('Website URL').fill(`${site.origin}/`);
    await page.getByLabel('Max Pages').fill('10');
    await page.getByRole('button', { name: 'Start Crawling' }).click();

    // Live progress while it runs, then the outcome, with the page robots.txt keeps out listed as skipped.
    await expect(page.getByText('Crawl progress')).toBeVisible();
    await expect(page.locator('.ant-tag').filter({ hasText: /^(Queued|Running)$/ })).toBeVisible();
    await expect(page.getByRole('status').getByText('Pages fetched')).toBeVisible();
    await shot(page, 'knowledge-crawl-running');
    await expectNoSeriousA11yViolations(page, 'knowledge crawl running');
    // The outcome as the panel keeps it (the 'Crawling Complete' toast lasts 5 s: the component tests check it).
    await expect(page.locator('.ant-tag').filter({ hasText: 'Completed' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Last crawl')).toBeVisible();
    const skipped = page.getByRole('table', { name: 'Skipped pages' });
    await expect(skipped.getByText(`${site.origin}/private/salaries.html`)).toBeVisible();
    await expect(skipped.getByText('disallowed by robots.txt')).toBeVisible();
    expect(site.requested).not.toContain('/private/salaries.html');

    // The statistics follow: three pages of text indexed. Waited for past the cards' 10-second refresh: on a busy
    // machine they were seen to keep the old count until the next one (a poll answering after the refetch).
    await expect.poll(() => countOf(page, 'Sources'), { timeout: 30_000 }).toBe(urlsBefore + 3);
    const chunksAfterCrawl = await countOf(page, 'Total Chunks');
    expect(chunksAfterCrawl).toBeGreaterThan(chunksBefore);
    await shot(page, 'knowledge-crawl-done');
    await expectNoSeriousA11yViolations(page, 'knowledge crawl done');

    // Upload: a wrong type is refused by name, the markdown file goes through.
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'budget.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('nope') },
      { name: 'incident-playbook.md', mimeType: 'text/markdown', buffer: Buffer.from(playbook(site.edition)) },
    ]);
    await expect(page.getByText('Only PDF, Markdown (.md), and Text (.txt) files are allowed. Invalid files: budget.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Files' }).click();
    await expect(page.getByText('Upload Complete')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => countOf(page, 'Sources'), { timeout: 30_000 }).toBe(urlsBefore + 4);
    expect(await countOf(page, 'Total Chunks')).toBeGreaterThan(chunksAfterCrawl);

    // Search: the uploaded playbook and the crawled handbook are both found.
    await page.getByLabel('Search query').fill('How often does the crisis team rehearse a ransomware scenario?');
    await page.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toContainText('Tabletop exercises');
    await expect(results.getByRole('listitem').first()).toContainText('incident-playbook.md');
    await expect(results.getByRole('listitem').first()).toContainText(/\d+%/);

    await page.getByLabel('Search query').fill('When is the building badge of a leaver revoked?');
    await page.getByRole('button', { name: 'Search' }).click();
    const top = results.getByRole('listitem').first();
    await expect(top).toContainText('Access Control Chapter');
    const link = top.getByRole('link', { name: `${site.origin}/access-control.html` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await shot(page, 'knowledge-admin-search');
    await expectNoSeriousA11yViolations(page, 'knowledge search results');

    // Danger zone: nothing goes without the confirmation, then everything goes.
    await page.getByRole('button', { name: 'Clear Knowledge Base' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to clear all knowledge base content? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await countOf(page, 'Total Chunks')).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clear Knowledge Base' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('Knowledge Base Cleared')).toBeVisible();
    await expect(statValue(page, 'Total Chunks')).toHaveText('0');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('another user is told why only the administrator changes it, and can search it', async ({ page, baseURL }) => {
    // Content of its own, added by the administrator, so this journey stands alone.
    const admin = await adminToken(baseURL!);
    const form = new FormData();
    form.append('files', new Blob(['# Clean Desk Note\n\n## Evening routine\nBefore leaving, staff lock papers and removable media in their pedestal drawer and the cleaning crew reports any desk left uncleared.\n']), 'clean-desk-note.md');
    const uploaded = await fetch(`${baseURL}/api/knowledge/upload`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form });
    expect(uploaded.status).toBe(200);

    const { token } = await registerViaApi(baseURL!);
    // The REST facade refuses this user's changes too (403, with the reason).
    const refused = await fetch(`${baseURL}/api/knowledge/clear`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);

    await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto('/admin/knowledge-base');
    await expect(page.getByText('Only an administrator can change the knowledge base')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Knowledge base statistics' })).toBeVisible();
    await expect.poll(() => countOf(page, 'Total Chunks')).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Start Crawling' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Files' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear Knowledge Base' })).toHaveCount(0);
    await shot(page, 'knowledge-non-admin');
    await expectNoSeriousA11yViolations(page, 'knowledge base for a non-administrator');

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Empty Query')).toBeVisible();
    await page.getByLabel('Search query').fill('what happens to papers on desks in the evening');
    await page.getByRole('button', { name: 'Search' }).click();
    const top = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(top).toContainText('Evening routine');
    await expect(top).toContainText('clean-desk-note.md');
    await shot(page, 'knowledge-non-admin-search');
  });
});
