import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { CreateProjectDocument, ProjectsDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, renderWithProviders } from '@gap/schema/web/testing';
import { buildProject, buildProjectsPage } from '@/testing/factories';
import { projectsPageSize } from '../api/use-projects';
import { NewProjectDialog } from './new-project-dialog';

const renderDialog = (mocks: GraphQLMock[] = []) => {
  const onClose = jest.fn();
  const view = renderWithProviders(<NewProjectDialog open onClose={onClose} />, { mocks });
  return { onClose, cache: view.cache };
};

const creating = (input: Record<string, unknown>, result: GraphQLMock['result']): GraphQLMock => ({
  request: { query: CreateProjectDocument, variables: { input } },
  result,
});

const anyInput = () => true;

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

describe('NewProjectDialog', () => {
  it('requires a name of at least 2 characters', async () => {
    const created = jest.fn(() => ({ data: { createProject: buildProject() } }));
    renderDialog([{ request: { query: CreateProjectDocument, variables: anyInput }, result: created }]);
    await submit();
    expect(await screen.findByText('Project name must be at least 2 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Project Name'), ' a ');
    await submit();
    expect(await screen.findByText('Project name must be at least 2 characters')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it('creates the project with today as the default target date, toasts, closes and drops the cached project lists', async () => {
    const created = buildProject({ name: 'ISMS 2026' });
    const input = { name: 'ISMS 2026', description: 'Readiness review', scope: 'Head office', targetDate: dayjs().format('YYYY-MM-DD') };
    const answer = jest.fn(() => ({ data: { createProject: created } }));
    const { onClose, cache } = renderDialog([creating(input, answer)]);
    cache.writeQuery({ query: ProjectsDocument, variables: { first: projectsPageSize }, data: buildProjectsPage([]) });

    await userEvent.type(screen.getByLabelText('Project Name'), '  ISMS 2026 ');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Readiness review');
    await userEvent.type(screen.getByLabelText(/^Scope/), 'Head office');
    await submit();

    expect(await screen.findByText('Project Created')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
    // The projects page and the dashboard ask again the next time they show.
    expect(cache.readQuery({ query: ProjectsDocument, variables: { first: projectsPageSize } })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue(''));
  });

  it('shows the server message in an Error toast and under the field, and stays open', async () => {
    const { onClose } = renderDialog([
      {
        request: { query: CreateProjectDocument, variables: anyInput },
        result: { errors: [graphQLError('Project name must be at most 100 characters', 'BAD_USER_INPUT')] },
      },
    ]);
    await userEvent.type(screen.getByLabelText('Project Name'), 'ISMS');
    await submit();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(await screen.findAllByText('Project name must be at most 100 characters')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Project Name')).toHaveValue('ISMS');
  });

  it("falls back to 'Failed to create project' without a server message", async () => {
    renderDialog([{ request: { query: CreateProjectDocument, variables: anyInput }, error: new TypeError('Failed to fetch') }]);
    await userEvent.type(screen.getByLabelText('Project Name'), 'ISMS');
    await submit();
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
  });

  it('focuses the Project Name field when it opens, so typing needs no Tab first; Cancel returns the focus to the opener', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>New Project</button>
          <NewProjectDialog open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'New Project' });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
