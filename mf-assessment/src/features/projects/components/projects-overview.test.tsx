import { describe, expect, it, jest } from '@jest/globals';
import { DeleteProjectDocument, ProjectsDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, renderWithProviders } from '@gap/schema/web/testing';
import { ServerError } from '@apollo/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildProject } from '@/testing/factories';
import { ProjectsOverview } from './projects-overview';

const listed = (...projects: ReturnType<typeof buildProject>[]): GraphQLMock => ({
  request: { query: ProjectsDocument },
  result: { data: { projects } },
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
    renderWithProviders(<ProjectsOverview />, { mocks: [{ request: { query: ProjectsDocument }, error }] });
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
    const done = jest.fn(() => ({ data: { projects: [prepared] } }));
    // The poll that sees it prepared, then the one last read when polling stops; a third read would be a poll too many.
    renderWithProviders(<ProjectsOverview />, { mocks: [listed(preparing), { request: { query: ProjectsDocument }, result: done, maxUsageCount: 3 }] });

    expect(await screen.findByText('Preparing…', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View Report' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.queryByText('Preparing…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(done).toHaveBeenCalledTimes(2);
  }, 40_000);

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
});
