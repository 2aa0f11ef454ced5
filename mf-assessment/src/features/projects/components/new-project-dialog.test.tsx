import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { buildProject } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { NewProjectDialog } from './new-project-dialog';

const renderDialog = () => {
  const onClose = jest.fn();
  const onCreated = jest.fn();
  renderWithProviders(<NewProjectDialog open onClose={onClose} onCreated={onCreated} />);
  return { onClose, onCreated };
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Project' }));

describe('NewProjectDialog', () => {
  it('requires a name of at least 2 characters', async () => {
    const calls = mockFetch({});
    renderDialog();
    await submit();
    expect(await screen.findByText('Project name must be at least 2 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Project Name'), ' a ');
    await submit();
    expect(await screen.findByText('Project name must be at least 2 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the project with today as the default target date, toasts and closes', async () => {
    const created = buildProject({ name: 'ISMS 2026' });
    const calls = mockFetch({ 'POST /api/projects': { status: 201, body: created } });
    const { onClose, onCreated } = renderDialog();

    await userEvent.type(screen.getByLabelText('Project Name'), '  ISMS 2026 ');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Readiness review');
    await userEvent.type(screen.getByLabelText(/^Scope/), 'Head office');
    await submit();

    expect(await screen.findByText('Project Created')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/projects',
        body: { name: 'ISMS 2026', description: 'Readiness review', scope: 'Head office', targetDate: dayjs().format('YYYY-MM-DD') },
      },
    ]);
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Project Name')).toHaveValue(''));
  });

  it('shows the server message in an Error toast and under the field, and stays open', async () => {
    mockFetch({ 'POST /api/projects': { status: 400, body: { message: 'Project name must be at most 100 characters' } } });
    const { onClose } = renderDialog();
    await userEvent.type(screen.getByLabelText('Project Name'), 'ISMS');
    await submit();

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(await screen.findAllByText('Project name must be at most 100 characters')).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Project Name')).toHaveValue('ISMS');
  });

  it("falls back to 'Failed to create project' without a server message", async () => {
    mockFetch({ 'POST /api/projects': { status: 500 } });
    renderDialog();
    await userEvent.type(screen.getByLabelText('Project Name'), 'ISMS');
    await submit();
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
  });
});
