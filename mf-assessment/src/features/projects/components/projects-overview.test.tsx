import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { buildProject } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ProjectsOverview } from './projects-overview';

const deleteFirstProject = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Actions for Alpha' }));
  fireEvent.click(await screen.findByText('Delete'));
};

describe('ProjectsOverview', () => {
  it('shows the list failure with the SPEC 8 message', async () => {
    mockFetch({ 'GET /api/projects': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<ProjectsOverview />);
    expect(await screen.findByText('Error loading projects: 500: {"message":"boom"}')).toBeInTheDocument();
  });

  it('shows an empty state with a New Project button', async () => {
    mockFetch({ 'GET /api/projects': { body: [] } });
    renderWithProviders(<ProjectsOverview />);
    expect(await screen.findByText(/No projects yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /New Project/ })).toHaveLength(2);
  });

  it('deletes a project after confirmation and refreshes the grid', async () => {
    let projects = [buildProject({ id: 1, name: 'Alpha' }), buildProject({ id: 2, name: 'Beta' })];
    const calls = mockFetch({
      'GET /api/projects': () => ({ body: projects }),
      'DELETE /api/projects/1': () => {
        projects = projects.slice(1);
        return { status: 204 };
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<ProjectsOverview />);
    await deleteFirstProject();

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this project?');
    expect(await screen.findByText('Project Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Alpha')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('does nothing when the confirmation is declined, and toasts a failed deletion', async () => {
    const calls = mockFetch({
      'GET /api/projects': { body: [buildProject({ id: 1, name: 'Alpha' })] },
      'DELETE /api/projects/1': { status: 500 },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithProviders(<ProjectsOverview />);
    await deleteFirstProject();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await deleteFirstProject();
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
  });
});
