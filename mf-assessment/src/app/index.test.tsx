import { describe, expect, it } from '@jest/globals';
import { remotes } from '@gap/schema';
import { screen } from '@testing-library/react';
import { buildProject } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import App, { routeElements } from '.';

const owned = remotes.find((remote) => remote.name === 'mf_assessment')?.routes ?? [];

describe('mf_assessment App', () => {
  it('renders a route for exactly the patterns @gap/schema assigns to this remote', () => {
    expect(Object.keys(routeElements).sort()).toEqual([...owned].sort());
  });

  it.each([
    ['/projects', 'Your Projects', undefined],
    ['/project-assessment/7', 'ISMS readiness', 'Details'],
    ['/projects/7/assessment', 'ISMS readiness', 'Details'],
    ['/gap-assessment/9', 'Gap Assessment', 'Findings for project 9'],
    ['/projects/9/gap-assessment', 'Gap Assessment', 'Findings for project 9'],
  ])('%s shows the page title', async (path, title, detail) => {
    mockFetch({
      'GET /api/projects': { body: [] },
      'GET /api/projects/7': { body: buildProject({ id: 7, name: 'ISMS readiness' }) },
    });
    renderWithProviders(<App />, { route: path });
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
  });
});
