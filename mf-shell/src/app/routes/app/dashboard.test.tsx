import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtRoute } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

type Answer = { status?: number; body?: unknown };

/** fetch answering by path ('/api/credits'); unknown paths fail like a dead network. */
function mockApi(routes: Record<string, Answer>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = routes[String(input).split('?')[0]];
    if (!answer) throw new TypeError('Failed to fetch');
    const { status = 200, body } = answer;
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status < 300, status, statusText: 'Error', text: async () => text, json: async () => JSON.parse(text) } as Response;
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

const stats = (activeProjects: number, completedProjects: number, highRiskFindings: number) => ({
  body: { activeProjects, completedProjects, highRiskFindings },
});

const project = (id: number, name: string, status: string, progress: number, updatedAt: string) => ({
  id,
  name,
  status,
  progress,
  updatedAt,
  createdAt: updatedAt,
});

const renderDashboard = () =>
  renderAtRoute(<DashboardRoute />, { path: '/dashboard', markers: ['/login', '/projects', '/assessment-credits', '/project-assessment/2'] });

const figureOf = (title: string) => screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;

describe('DashboardRoute', () => {
  it('shows zero cards and the empty state for a new user', async () => {
    const fetchMock = mockApi({
      '/api/assessment/dashboard-stats': stats(0, 0, 0),
      '/api/credits': { body: { availableCredits: 0, credits: [] } },
      '/api/projects': { body: [] },
    });
    renderDashboard();

    expect(await screen.findByText("You haven't created any projects yet.")).toBeInTheDocument();
    for (const title of ['Active Projects', 'Completed Assessments', 'Assessment Credits', 'High Risk Findings']) {
      expect(figureOf(title)).toBe('0');
    }
    expect(fetchMock).toHaveBeenCalledWith('/api/projects?limit=3', expect.objectContaining({ credentials: 'include' }));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create Your First Project' }));
    expect(await screen.findByText('Route /projects')).toBeInTheDocument();
  });

  it('shows the figures and the 3 most recently updated projects', async () => {
    mockApi({
      '/api/assessment/dashboard-stats': stats(2, 1, 4),
      '/api/credits': { body: { availableCredits: 7, credits: [] } },
      '/api/projects': {
        body: [
          project(1, 'Older', 'completed', 100, '2026-11-01T10:00:00.000Z'),
          project(2, 'Newest', 'in_progress', 40, '2026-11-21T10:00:00.000Z'),
          project(3, 'Middle', 'not_started', 0, '2026-11-10T10:00:00.000Z'),
        ],
      },
    });
    renderDashboard();

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

  it('keeps the page when a call fails and shows the error inline', async () => {
    mockApi({
      '/api/assessment/dashboard-stats': stats(1, 0, 0),
      '/api/credits': { status: 500, body: { message: 'Something went wrong. Please try again.' } },
      '/api/projects': { status: 500 },
    });
    renderDashboard();

    expect(await screen.findByText('Some figures could not be loaded')).toBeInTheDocument();
    expect(figureOf('Active Projects')).toBe('1');
    expect(figureOf('Assessment Credits')).toBe('—');
    expect(screen.getByText('Could not load your projects')).toBeInTheDocument();
    expect(within(screen.getByText('Quick Start Guide').closest('.ant-card') as HTMLElement).getAllByRole('button')).toHaveLength(3);
  });

  it('sends a signed-out user to /login', async () => {
    window.localStorage.setItem('token', 'expired');
    mockApi({
      '/api/assessment/dashboard-stats': { status: 401, body: { message: 'Authentication required' } },
      '/api/credits': { status: 401 },
      '/api/projects': { status: 401 },
    });
    renderDashboard();

    expect(await screen.findByText('Route /login')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
  });

  it('quick-start buttons go to /projects and /assessment-credits', async () => {
    mockApi({
      '/api/assessment/dashboard-stats': stats(0, 0, 0),
      '/api/credits': { body: { availableCredits: 0, credits: [] } },
      '/api/projects': { body: [] },
    });
    renderDashboard();
    await screen.findByText("You haven't created any projects yet.");

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Purchase Credits' }));
    expect(await screen.findByText('Route /assessment-credits')).toBeInTheDocument();
  });
});
