import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { remotes } from '@gap/schema';
import { GapResultsDocument, ProjectDocument, ProjectsDocument } from '@gap/schema/graphql';
import { renderWithProviders } from '@gap/schema/web/testing';
import { projectsPageSize } from '@/features/projects/api/use-projects';
import { buildProject, buildProjectsPage } from '@/testing/factories';
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
    ['/gap-assessment/9', 'Gap Assessment: Audit 2026', 'No findings have been generated yet. Run a gap assessment first.'],
    ['/projects/9/gap-assessment', 'Gap Assessment: Audit 2026', 'No findings have been generated yet. Run a gap assessment first.'],
  ])('%s shows the page title', async (path, title, detail) => {
    renderWithProviders(<App />, {
      path,
      mocks: [
        { request: { query: ProjectsDocument, variables: { first: projectsPageSize } }, result: { data: buildProjectsPage([]) } },
        { request: { query: ProjectDocument, variables: { id: '7' } }, result: { data: { project: buildProject({ id: '7', name: 'ISMS readiness' }) } } },
        {
          request: { query: GapResultsDocument, variables: { projectId: '9', assessmentId: null } },
          result: { data: { project: { __typename: 'Project', id: '9', name: 'Audit 2026', status: 'in_progress' }, gapAssessments: [], gapFindings: [] } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
  });
});
