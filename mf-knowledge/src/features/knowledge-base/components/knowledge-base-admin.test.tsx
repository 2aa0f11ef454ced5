import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { buildCrawlJob, buildStats, pageAnswers } from '../testing/knowledge-mocks';
import { KnowledgeBaseAdmin } from './knowledge-base-admin';

const renderPage = (routes: Parameters<typeof routeOperations>[0]) => {
  const operations = routeOperations(routes);
  renderWithProviders(<KnowledgeBaseAdmin />, { link: operations.link });
  return { ...operations, user: userEvent.setup() };
};

describe('KnowledgeBaseAdmin', () => {
  it('shows the statistics cards', async () => {
    renderPage(pageAnswers({ stats: buildStats({ totalChunks: 42, uniqueUrls: 5, lastUpdated: '2026-03-04T12:00:00.000Z', engine: 'postgres' }) }));
    const stats = await screen.findByRole('region', { name: 'Knowledge base statistics' });
    expect(await within(stats).findByText('42')).toBeInTheDocument();
    expect(within(stats).getByText('5')).toBeInTheDocument();
    expect(within(stats).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(stats).getByText('PostgreSQL')).toBeInTheDocument();
  });

  it('gives an administrator the crawl, upload and clear controls, and no explanation', async () => {
    const { callsTo } = renderPage(pageAnswers({ isAdmin: true }));
    expect(await screen.findByRole('button', { name: 'Start Crawling' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Knowledge Base' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByText('Only an administrator can change the knowledge base')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('LatestKnowledgeCrawl')).toHaveLength(1));
  });

  it('explains to another user why they can only search, and hides the controls that change the knowledge base', async () => {
    const { callsTo } = renderPage(pageAnswers({ isAdmin: false, stats: buildStats({ totalChunks: 3 }) }));
    expect(await screen.findByText('Only an administrator can change the knowledge base')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Crawling' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Knowledge Base' })).not.toBeInTheDocument();
    // The latest crawl is an administrator's business: it is not even asked for.
    expect(callsTo('LatestKnowledgeCrawl')).toHaveLength(0);
  });

  it('warns an administrator that search is degraded, with the engine\'s message', async () => {
    const searchDegraded = { __typename: 'KnowledgeSearchFailure' as const, at: '2026-03-04T09:30:00.000Z', message: 'Elasticsearch failed search on index "knowledge_chunks" (403)' };
    renderPage(pageAnswers({ isAdmin: true, stats: buildStats({ searchDegraded }) }));
    expect(await screen.findByText(/^Search degraded since Mar 4, 2026 at /)).toBeInTheDocument();
    expect(screen.getByText(/Elasticsearch failed search on index "knowledge_chunks" \(403\)\. Gap assessments meanwhile cite no knowledge-base sources/)).toBeInTheDocument();
  });

  it('shows no degraded warning while searches work', async () => {
    renderPage(pageAnswers({ isAdmin: true, stats: buildStats({ totalChunks: 7 }) }));
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.queryByText(/Search degraded/)).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the statistics cannot be loaded', async () => {
    renderPage({ ...pageAnswers(), KnowledgeStats: { errors: [{ message: 'Database unavailable' }] } });
    expect(await screen.findByText('The knowledge base statistics could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('follows a crawl still running when the page opens, until it ends, then refreshes the statistics', async () => {
    const running = buildCrawlJob({ status: 'running', pagesFetched: 2, pagesQueued: 4 });
    const answers = [
      buildCrawlJob({ status: 'running', pagesFetched: 3, pagesQueued: 2 }),
      buildCrawlJob({
        status: 'completed',
        pagesFetched: 6,
        pagesQueued: 0,
        pagesProcessed: 5,
        pagesSkipped: 1,
        chunksCreated: 12,
        skipped: [{ url: 'https://docs.example.org/private', reason: 'disallowed by robots.txt' }],
      }),
    ];
    const { callsTo } = renderPage({
      ...pageAnswers({ latest: running }),
      // The subscription: the current state first, then each change, ending after the crawl ends.
      KnowledgeCrawlProgress: answers.map((job) => ({ data: { knowledgeCrawlProgress: job } })),
    });
    expect(await screen.findByText('Crawl progress')).toBeInTheDocument();
    expect(await screen.findByText('Crawling Complete')).toBeInTheDocument();
    expect(screen.getByText('Processed 5 pages and created 12 chunks.')).toBeInTheDocument();
    expect(screen.getByText('Last crawl')).toBeInTheDocument();
    expect(screen.getByText('https://docs.example.org/private')).toBeInTheDocument();
    expect(screen.getByText('disallowed by robots.txt')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('KnowledgeStats').length).toBeGreaterThanOrEqual(2));
    // Followed once, by subscription (no polling); an ended crawl is not followed again.
    expect(callsTo('KnowledgeCrawlProgress')).toEqual([{ jobId: running.id }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsTo('KnowledgeCrawlProgress')).toHaveLength(1);
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
  });

  it('says so when the progress subscription drops, keeping the last progress shown', async () => {
    const running = buildCrawlJob({ status: 'running', pagesFetched: 2, pagesQueued: 4 });
    renderPage({
      ...pageAnswers({ latest: running }),
      KnowledgeCrawlProgress: [{ data: { knowledgeCrawlProgress: { ...running, pagesFetched: 3 } } }, { error: new Error('Socket closed') }],
    });
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Lost connection to crawl progress. The crawl may still be running in the background.')).toBeInTheDocument();
    expect(screen.getByText('Crawl progress')).toBeInTheDocument();
  });

  it('starts a crawl with the form values and shows its progress', async () => {
    const started = buildCrawlJob({ id: '9', url: 'https://docs.example.org/', status: 'queued', pagesFetched: 0, pagesQueued: 1 });
    const { user, callsTo } = renderPage({
      ...pageAnswers(),
      StartKnowledgeCrawl: { data: { startKnowledgeCrawl: started } },
      KnowledgeCrawlProgress: [{ data: { knowledgeCrawlProgress: { ...started, status: 'running', pagesFetched: 4, pagesQueued: 7 } } }],
    });
    await user.type(await screen.findByLabelText('Website URL'), 'https://docs.example.org/');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    await waitFor(() => expect(callsTo('StartKnowledgeCrawl')).toEqual([{ input: { url: 'https://docs.example.org/', maxPages: 15, maxDepth: 2 } }]));
    const progress = await screen.findByRole('status');
    await waitFor(() => expect(within(progress).getByText('7')).toBeInTheDocument());
    expect(within(progress).getByText('4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Crawling/ })).toBeInTheDocument();
  });

  it('toasts the server message when a crawl cannot start', async () => {
    const { user } = renderPage({
      ...pageAnswers(),
      StartKnowledgeCrawl: { errors: [{ message: 'This URL cannot be crawled: private address', extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    await user.type(await screen.findByLabelText('Website URL'), 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: 'Start Crawling' }));
    expect(await screen.findByText('Crawling Failed')).toBeInTheDocument();
    expect(screen.getByText('This URL cannot be crawled: private address')).toBeInTheDocument();
  });
});
