import { ServerError } from '@apollo/client';
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { roleTooltip } from '@gap/schema';
import { DeleteProjectDocument, ProjectsDocument, ProjectsWorkspaceDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, renderWithProviders } from '@gap/schema/web/testing';
import { buildCurrentWorkspace, buildProject, buildProjectsPage } from '@/testing/factories';
import { projectsPageSize } from '../api/use-projects';
import { ProjectsOverview } from './projects-overview';

const firstPage = { query: ProjectsDocument, variables: { first: projectsPageSize } };

const listed = (...projects: ReturnType<typeof buildProject>[]): GraphQLMock => ({
  request: firstPage,
  result: { data: buildProjectsPage(projects) },
});

const deleteFirstProject = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Alpha' }));
  fireEvent.click(await screen.findByText('Delete'));
  // The card acts once the menu's own events are over (a timer).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('ProjectsOverview', () => {
  it('shows the list failure with the SPEC 8 message', async () => {
    // What the HTTP link raises for a non-ok answer (jsdom has no Response class).
    const error = new ServerError('Response not successful', { response: { status: 500 } as Response, bodyText: '{"message":"boom"}' });
    renderWithProviders(<ProjectsOverview />, { mocks: [{ request: firstPage, error }] });
    expect(await screen.findByText('Error loading projects: 500: {"message":"boom"}')).toBeInTheDocument();
  });

  it('shows an empty state with a New Project button', async () => {
    renderWithProviders(<ProjectsOverview />, { mocks: [listed()] });
    // While the list loads, a status region (aria-label is allowed on a role, not on a bare div) says so.
    expect(screen.getByRole('status', { name: 'Loading projects' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/No projects yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /New Project/ })).toHaveLength(2);
  });

  it('reads the list again while the example project is being prepared, and stops once it is', async () => {
    const preparing = buildProject({ id: '7', name: 'Example: Larkspur Ledger ISMS', status: 'in_progress', example: true, examplePreparing: true });
    const prepared = { ...preparing, status: 'completed' as const, progress: 42, examplePreparing: false };
    const done = jest.fn(() => ({ data: buildProjectsPage([prepared]) }));
    // The poll that sees it prepared, then the one last read when polling stops; a third read would be a poll too many.
    renderWithProviders(<ProjectsOverview />, { mocks: [listed(preparing), { request: firstPage, result: done, maxUsageCount: 3 }] });

    expect(await screen.findByText('Preparing…', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View Report' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.queryByText('Preparing…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(done).toHaveBeenCalledTimes(2);
  }, 40_000);

  it('shows every project: Load more reads the next pages after the last cursor until none follows', async () => {
    const all = Array.from({ length: projectsPageSize * 2 + 5 }, (_, i) => buildProject({ id: String(1000 + i), name: `Project number ${i + 1}` }));
    const pages = [all.slice(0, projectsPageSize), all.slice(projectsPageSize, projectsPageSize * 2), all.slice(projectsPageSize * 2)];
    const page = (index: number, after: string | undefined): GraphQLMock => ({
      request: { query: ProjectsDocument, variables: after ? { first: projectsPageSize, after } : { first: projectsPageSize } },
      result: { data: buildProjectsPage(pages[index]!, { totalCount: all.length, hasNextPage: index < 2, endCursor: `after-page-${index + 1}` }) },
    });
    renderWithProviders(<ProjectsOverview />, { mocks: [page(0, undefined), page(1, 'after-page-1'), page(2, 'after-page-2')] });

    expect(await screen.findByText('Project number 1')).toBeInTheDocument();
    expect(screen.getByText(`Showing ${projectsPageSize} of ${all.length} projects`)).toBeInTheDocument();
    expect(screen.queryByText(`Project number ${projectsPageSize + 1}`)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`Project number ${projectsPageSize + 1}`)).toBeInTheDocument();
    expect(screen.getByText(`Showing ${projectsPageSize * 2} of ${all.length} projects`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`Project number ${all.length}`)).toBeInTheDocument();
    // Every project once, in order, and nothing more to load.
    expect(screen.getAllByRole('button', { name: /^Actions for / }).map((b) => b.getAttribute('aria-label'))).toEqual(all.map((p) => `Actions for ${p.name}`));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    // The button went away with the last page: the focus is on the first card that page brought.
    await waitFor(() => expect(screen.getByRole('button', { name: `Actions for Project number ${projectsPageSize * 2 + 1}` })).toHaveFocus());
  });

  it('a failed next page keeps the projects shown, says so, and Retry reads it', async () => {
    const shown = [buildProject({ id: '1', name: 'Alpha' })];
    const next = { query: ProjectsDocument, variables: { first: projectsPageSize, after: 'after-alpha' } };
    renderWithProviders(<ProjectsOverview />, {
      mocks: [
        { request: firstPage, result: { data: buildProjectsPage(shown, { totalCount: 2, hasNextPage: true, endCursor: 'after-alpha' }) } },
        { request: next, result: { errors: [graphQLError('Internal server error', 'INTERNAL_SERVER_ERROR')] } },
        { request: next, result: { data: buildProjectsPage([buildProject({ id: '2', name: 'Beta' })], { totalCount: 2 }) } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/^Error loading more projects/)).toBeInTheDocument();
    expect(screen.getByText('Alpha')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Beta')).toBeInTheDocument();
    expect(screen.queryByText(/^Error loading more projects/)).not.toBeInTheDocument();
  });

  it('deletes a project after confirmation and the grid asks for the list again', async () => {
    const alpha = buildProject({ id: '1', name: 'Alpha' });
    const beta = buildProject({ id: '2', name: 'Beta' });
    const deleted = jest.fn(() => ({ data: { deleteProject: true } }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<ProjectsOverview />, {
      mocks: [listed(alpha, beta), { request: { query: DeleteProjectDocument, variables: { id: '1' } }, result: deleted }, listed(beta)],
    });
    await deleteFirstProject();

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this project?');
    expect(await screen.findByText('Project Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Alpha')).not.toBeInTheDocument());
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    // The deleted card's menu had the focus: it moves to the next card's, not to the page's body.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Beta' })).toHaveFocus());
  });

  it('after deleting the last project the focus goes to New Project', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<ProjectsOverview />, {
      mocks: [
        listed(buildProject({ id: '1', name: 'Alpha' })),
        { request: { query: DeleteProjectDocument, variables: { id: '1' } }, result: { data: { deleteProject: true } } },
        listed(),
      ],
    });
    await deleteFirstProject();
    expect(await screen.findByText('Project Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /New Project/ })[0]).toHaveFocus());
  });

  it('does nothing when the confirmation is declined, and toasts a failed deletion', async () => {
    const deleted = jest.fn(() => ({ errors: [graphQLError('Internal server error', 'INTERNAL_SERVER_ERROR')] }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<ProjectsOverview />, {
      mocks: [listed(buildProject({ id: '1', name: 'Alpha' })), { request: { query: DeleteProjectDocument, variables: { id: '1' } }, result: deleted }],
    });
    await deleteFirstProject();
    expect(deleted).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await deleteFirstProject();
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    expect(screen.getByText('Alpha')).toBeInTheDocument();
  });

  it.each([
    ['OWNER', true],
    ['EDITOR', true],
    ['VIEWER', false],
  ] as const)('as %s of the current workspace offers New Project enabled: %s', async (role, allowed) => {
    const workspace: GraphQLMock = { request: { query: ProjectsWorkspaceDocument }, result: { data: buildCurrentWorkspace(role) } };
    renderWithProviders(<ProjectsOverview />, { mocks: [listed(), workspace] });
    expect(await screen.findByText(/No projects yet/)).toBeInTheDocument();
    // The role arrives with its own query: the buttons follow it once it is known.
    await waitFor(() => {
      for (const button of screen.getAllByRole('button', { name: /New Project/ })) expect(button.hasAttribute('disabled')).toBe(!allowed);
    });
    for (const button of screen.getAllByRole('button', { name: /New Project/ })) {
      if (allowed) expect(button).not.toHaveAccessibleDescription(roleTooltip('editor'));
      else expect(button).toHaveAccessibleDescription(roleTooltip('editor'));
    }
  });
});
