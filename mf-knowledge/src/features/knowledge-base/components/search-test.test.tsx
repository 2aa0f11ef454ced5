import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { buildChunk } from '../testing/knowledge-mocks';
import { SearchTest } from './search-test';

const renderSearch = (routes: Parameters<typeof routeOperations>[0]) => {
  const operations = routeOperations(routes);
  renderWithProviders(<SearchTest />, { link: operations.link });
  return { ...operations, user: userEvent.setup() };
};

type Chunk = ReturnType<typeof buildChunk>;

/** A page of searchKnowledgeConnection: `total` matches in all, more after this one when `next` is given. */
const page = (nodes: Chunk[], { total = nodes.length, next }: { total?: number; next?: string } = {}) => ({
  data: {
    searchKnowledgeConnection: {
      __typename: 'KnowledgeChunkConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next !== undefined, endCursor: next ?? null },
      nodes,
    },
  },
});

describe('SearchTest', () => {
  it('refuses an empty query with the SPEC message and sends nothing', async () => {
    const { user, calls } = renderSearch({});
    await user.type(screen.getByLabelText('Search query'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Empty Query')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a search query.').length).toBeGreaterThanOrEqual(1);
    expect(calls).toHaveLength(0);
  });

  it('asks for 10 results and shows title, section, a 300-character preview, the link and the similarity', async () => {
    const long = `${'a'.repeat(299)}b${'c'.repeat(50)}`;
    const { user, callsTo } = renderSearch({
      SearchKnowledge: page([
        buildChunk({ id: '1', title: 'Access control policy', section: 'Reviews', content: long, url: 'https://docs.example.org/access', similarity: 0.874 }),
        buildChunk({ id: '2', title: 'Backup standard', section: null, content: 'Backups are tested monthly \\(see the *restore\\_plan*\\).', url: 'backup-standard.md', similarity: 0.41 }),
      ]),
    });
    await user.type(screen.getByLabelText('Search query'), ' access reviews ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(callsTo('SearchKnowledge')).toEqual([{ query: 'access reviews', first: 10 }]);
    expect(await screen.findByText('Found 2 matching chunks.')).toBeInTheDocument();
    const [first, second] = within(results).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Access control policy' })).toBeInTheDocument();
    expect(within(first).getByText('Reviews')).toBeInTheDocument();
    expect(within(first).getByText(`${'a'.repeat(299)}b…`)).toBeInTheDocument();
    expect(within(first).getByText('87%')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'https://docs.example.org/access' });
    expect(link).toHaveAttribute('href', 'https://docs.example.org/access');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // An uploaded file is named, not linked.
    expect(within(second).getByText('backup-standard.md')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByText('41%')).toBeInTheDocument();
    // Markdown's escapes are not shown; what the order and the percentage mean is said once.
    expect(within(second).getByText('Backups are tested monthly (see the *restore_plan*).')).toBeInTheDocument();
    expect(screen.getByText(/The best matches by words and meaning together, closest in meaning first/)).toBeInTheDocument();
    // One page holds them all: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderSearch({ SearchKnowledge: page([]) });
    await user.type(screen.getByLabelText('Search query'), 'quantum');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No matching content found in the knowledge base.')).toBeInTheDocument();
  });

  it('toasts Search Failed with the server message', async () => {
    const { user } = renderSearch({ SearchKnowledge: { errors: [{ message: 'The search query must be at most 1000 characters' }] } });
    await user.type(screen.getByLabelText('Search query'), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByText('Search Failed').length).toBeGreaterThanOrEqual(1));
    expect(screen.getAllByText('The search query must be at most 1000 characters').length).toBeGreaterThanOrEqual(1);
  });

  it('pages through more results with Load more, each shown once, and says how many of all are shown', async () => {
    const chunks = Array.from({ length: 12 }, (_, i) => buildChunk({ id: String(i + 1), title: `Note ${i + 1}`, similarity: 0.9 - i * 0.01 }));
    const { user, callsTo } = renderSearch({
      SearchKnowledge: (variables) => (variables.after ? page(chunks.slice(10), { total: 12 }) : page(chunks.slice(0, 10), { total: 12, next: 'cursor-10' })),
    });
    await user.type(screen.getByLabelText('Search query'), 'notes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Found 12 matching chunks.')).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 matching chunks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more results' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(12));
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(chunks.map((chunk) => chunk.title));
    expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument();
    expect(callsTo('SearchKnowledge')).toEqual([
      { query: 'notes', first: 10 },
      { query: 'notes', first: 10, after: 'cursor-10' },
    ]);
  });
});
