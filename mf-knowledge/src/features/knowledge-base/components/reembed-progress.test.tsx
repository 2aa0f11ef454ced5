import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { buildReembedJob, pageAnswers } from '../testing/knowledge-mocks';
import { KnowledgeBaseAdmin } from './knowledge-base-admin';

const renderPage = (routes: Parameters<typeof routeOperations>[0]) => {
  const operations = routeOperations(routes);
  renderWithProviders(<KnowledgeBaseAdmin />, { link: operations.link });
  return operations;
};

describe('Re-embedding after a change of embedding model', () => {
  it('follows a running re-embed to its end: the model, chunks done of all, then the outcome, and refreshes the statistics', async () => {
    const running = buildReembedJob({ status: 'running', chunksDone: 10, chunksTotal: 40 });
    const { callsTo } = renderPage({
      ...pageAnswers({ reembed: running }),
      // The subscription: the current state first, then each change, ending after the job ends.
      KnowledgeReembedProgress: [
        { data: { knowledgeReembedProgress: { ...running, chunksDone: 20 } } },
        { data: { knowledgeReembedProgress: { ...running, status: 'completed', chunksDone: 40, finishedAt: '2026-01-01T10:05:00.000Z' } } },
      ],
    });
    expect(await screen.findByText('Re-embedding the knowledge base')).toBeInTheDocument();
    expect(screen.getByText(/chunks of the earlier model are embedded again by text-embedding-3-small/)).toBeInTheDocument();
    expect(await screen.findByText('Knowledge base re-embedded')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('40 of 40 chunks re-embedded');
    expect(screen.getByRole('progressbar', { name: 'Re-embedding progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(callsTo('KnowledgeReembedProgress')).toEqual([{ jobId: running.id }]);
    await waitFor(() => expect(callsTo('KnowledgeStats').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the progress of a job that has not ended', async () => {
    const running = buildReembedJob({ status: 'running', chunksDone: 10, chunksTotal: 40 });
    renderPage({ ...pageAnswers({ reembed: running }), KnowledgeReembedProgress: [{ data: { knowledgeReembedProgress: { ...running, chunksDone: 30 } } }] });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('30 of 40 chunks re-embedded'));
    expect(screen.getByRole('progressbar', { name: 'Re-embedding progress' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('Running')).toBeInTheDocument();
  });

  it("shows a failed job with the server's reason", async () => {
    const failed = buildReembedJob({ status: 'failed', chunksDone: 4, error: 'The embedding model "m" answered 256-dimension vectors, but the knowledge base holds 512-dimension vectors for it' });
    const { callsTo } = renderPage(pageAnswers({ reembed: failed }));
    expect(await screen.findByText('Re-embedding failed')).toBeInTheDocument();
    expect(screen.getByText(/answered 256-dimension vectors/)).toBeInTheDocument();
    // An ended job is not followed.
    expect(callsTo('KnowledgeReembedProgress')).toHaveLength(0);
  });

  it('shows nothing for a job that completed before the page opened', async () => {
    const { callsTo } = renderPage(pageAnswers({ reembed: buildReembedJob({ status: 'completed', chunksDone: 40 }) }));
    expect(await screen.findByRole('button', { name: 'Start Crawling' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('LatestKnowledgeReembed')).toHaveLength(1));
    expect(screen.queryByText(/Re-embedding|re-embedded/)).not.toBeInTheDocument();
  });

  it('is not asked for by a member', async () => {
    const { callsTo } = renderPage(pageAnswers({ isAdmin: false, reembed: buildReembedJob() }));
    expect(await screen.findByText('Only an administrator can change the knowledge base')).toBeInTheDocument();
    expect(callsTo('LatestKnowledgeReembed')).toHaveLength(0);
    expect(screen.queryByText('Re-embedding the knowledge base')).not.toBeInTheDocument();
  });
});
