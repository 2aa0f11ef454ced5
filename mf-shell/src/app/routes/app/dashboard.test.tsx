import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreditBalanceDocument, DashboardStatsDocument, RecentProjectsDocument } from '@gap/schema/graphql';
import { type GraphQLMock } from '@gap/schema/web/testing';
import { renderAtRoute } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

type Answer = { data?: Record<string, unknown>; error?: Error };

/** The dashboard's three queries, each answered once: data, or a failure. */
function mocks({ stats, credits, projects }: { stats: Answer; credits: Answer; projects: Answer }): GraphQLMock[] {
  const answer = ({ data, error }: Answer) => (error ? { error } : { result: { data } });
  return [
    { request: { query: DashboardStatsDocument }, ...answer(stats) },
    { request: { query: CreditBalanceDocument }, ...answer(credits) },
    { request: { query: RecentProjectsDocument, variables: { limit: 3 } }, ...answer(projects) },
  ];
}

const stats = (activeProjects: number, completedProjects: number, highRiskFindings: number): Answer => ({
  data: { dashboardStats: { __typename: 'DashboardStats', activeProjects, completedProjects, highRiskFindings } },
});

const credits = (availableCredits: number): Answer => ({ data: { credits: { __typename: 'Credits', availableCredits } } });

const projects = (...list: ReturnType<typeof project>[]): Answer => ({ data: { projects: list } });

const project = (id: number, name: string, status: string, progress: number, updatedAt: string, example = { example: false, examplePreparing: false }) => ({
  __typename: 'Project',
  id: String(id),
  name,
  status,
  progress,
  updatedAt,
  ...example,
});

const failure = (message: string): Answer => ({ error: new Error(message) });

const renderDashboard = (answers: GraphQLMock[]) => renderAtRoute(<DashboardRoute />, { path: '/dashboard', mocks: answers });

const figureOf = (title: string) => screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;

describe('DashboardRoute', () => {
  it('shows zero cards and the empty state for a new user', async () => {
    renderDashboard(mocks({ stats: stats(0, 0, 0), credits: credits(0), projects: projects() }));

    expect(await screen.findByText("You haven't created any projects yet.")).toBeInTheDocument();
    for (const title of ['Active Projects', 'Completed Assessments', 'Assessment Credits', 'High Risk Findings']) {
      expect(figureOf(title)).toBe('0');
    }
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create Your First Project' }));
    expect(await screen.findByText('Route /projects')).toBeInTheDocument();
  });

  it('shows the figures and the 3 most recently updated projects', async () => {
    renderDashboard(
      mocks({
        stats: stats(2, 1, 4),
        credits: credits(7),
        projects: projects(
          project(1, 'Older', 'completed', 100, '2026-11-01T10:00:00.000Z'),
          project(2, 'Newest', 'in_progress', 40, '2026-11-21T10:00:00.000Z'),
          project(3, 'Middle', 'not_started', 0, '2026-11-10T10:00:00.000Z'),
        ),
      }),
    );

    const newest = await screen.findByRole('link', { name: 'Newest' });
    expect(figureOf('Active Projects')).toBe('2');
    expect(figureOf('Completed Assessments')).toBe('1');
    expect(figureOf('Assessment Credits')).toBe('7');
    expect(figureOf('High Risk Findings')).toBe('4');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Newest', 'Middle', 'Older']);
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    expect(screen.getByText('Not Started')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(newest).toHaveAttribute('href', '/project-assessment/2');
    expect(screen.queryByText("You haven't created any projects yet.")).not.toBeInTheDocument();
  });

  it('keeps the page when a query fails and shows the error inline', async () => {
    renderDashboard(
      mocks({ stats: stats(1, 0, 0), credits: failure('Something went wrong. Please try again.'), projects: failure('Boom') }),
    );

    expect(await screen.findByText('Some figures could not be loaded')).toBeInTheDocument();
    expect(figureOf('Active Projects')).toBe('1');
    expect(figureOf('Assessment Credits')).toBe('—');
    expect(screen.getByText('Could not load your projects')).toBeInTheDocument();
    expect(within(screen.getByText('Quick Start Guide').closest('.ant-card') as HTMLElement).getAllByRole('button')).toHaveLength(3);
  });

  it('Retry asks again for what failed only and fills the section in', async () => {
    renderDashboard([
      ...mocks({ stats: stats(1, 0, 0), credits: credits(2), projects: failure('Boom') }),
      ...mocks({ stats: failure('not asked again'), credits: failure('not asked again'), projects: projects(project(5, 'Recovered', 'in_progress', 10, '2026-11-21T10:00:00.000Z')) }).slice(2),
    ]);

    await screen.findByText('Could not load your projects');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Recovered' })).toBeInTheDocument();
    expect(figureOf('Assessment Credits')).toBe('2');
    expect(screen.queryByText('Could not load your projects')).not.toBeInTheDocument();
  });

  it('marks the example project and reads the page again until it is prepared', async () => {
    const preparing = { example: true, examplePreparing: true };
    const prepared = { example: true, examplePreparing: false };
    renderDashboard([
      ...mocks({ stats: stats(1, 0, 0), credits: credits(1), projects: projects(project(9, 'Example: Larkspur Ledger ISMS', 'in_progress', 10, '2026-11-21T10:00:00.000Z', preparing)) }),
      ...mocks({ stats: stats(0, 1, 3), credits: failure('not asked again'), projects: projects(project(9, 'Example: Larkspur Ledger ISMS', 'completed', 42, '2026-11-21T10:01:00.000Z', prepared)) }).filter((_, i) => i !== 1),
      // The last read once it is prepared.
      ...mocks({ stats: stats(0, 1, 3), credits: failure('not asked again'), projects: projects(project(9, 'Example: Larkspur Ledger ISMS', 'completed', 42, '2026-11-21T10:01:00.000Z', prepared)) }).filter((_, i) => i !== 1),
    ]);

    expect(await screen.findByText('Preparing…', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(await screen.findByText('Completed', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.queryByText('Preparing…')).not.toBeInTheDocument();
    await waitFor(() => expect(figureOf('Completed Assessments')).toBe('1'), { timeout: 8000 });
    expect(figureOf('High Risk Findings')).toBe('3');
  }, 40_000);

  it('quick-start buttons go to /projects and /assessment-credits', async () => {
    renderDashboard(mocks({ stats: stats(0, 0, 0), credits: credits(0), projects: projects() }));
    await screen.findByText("You haven't created any projects yet.");

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Purchase Credits' }));
    expect(await screen.findByText('Route /assessment-credits')).toBeInTheDocument();
  });
});
