import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { roleTooltip } from '@gap/schema';
import type { ProjectStatus } from '@gap/schema/graphql';
import { renderWithProviders } from '@gap/schema/web/testing';
import { buildProject } from '@/testing/factories';
import { ProjectCard } from './project-card';

const renderCard = (status: ProjectStatus, onDelete = jest.fn(), overrides: Parameters<typeof buildProject>[0] = {}) => {
  const project = buildProject({ id: '42', name: 'ISMS 2026', status, progress: 40, ...overrides });
  renderWithProviders(
    <Routes>
      <Route path="/projects" element={<ProjectCard project={project} onDelete={onDelete} />} />
      <Route path="/project-assessment/:id" element={<p>wizard page</p>} />
      <Route path="/gap-assessment/:id" element={<p>report page</p>} />
    </Routes>,
    { path: '/projects' },
  );
  return { project, onDelete };
};

describe('ProjectCard', () => {
  it.each([
    ['not_started', 'Not Started', 'Start Assessment', 'wizard page'],
    ['in_progress', 'In Progress', 'Continue', 'wizard page'],
    ['completed', 'Completed', 'View Report', 'report page'],
  ] as const)('%s shows %s and %s, which opens the %s', async (status, label, action, page) => {
    renderCard(status);
    expect(screen.getByText('ISMS 2026')).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(screen.getByText(page)).toBeInTheDocument();
  });

  it('marks the example project, and says while it is being prepared', () => {
    renderCard('in_progress', jest.fn(), { example: true, examplePreparing: true });
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.getByText('Preparing…')).toBeInTheDocument();
  });

  it('keeps the tag of a prepared example, which opens its report like any completed project', async () => {
    renderCard('completed', jest.fn(), { example: true, examplePreparing: false });
    expect(screen.getByText('Example')).toBeInTheDocument();
    expect(screen.queryByText('Preparing…')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Report' }));
    expect(screen.getByText('report page')).toBeInTheDocument();
  });

  it('shows no example marks on an ordinary project', () => {
    renderCard('completed');
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
    expect(screen.queryByText('Preparing…')).not.toBeInTheDocument();
  });

  it('offers View Details and Delete in the overflow menu', async () => {
    const { project, onDelete } = renderCard('in_progress');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for ISMS 2026' }));
    await userEvent.click(await screen.findByText('Delete'));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(project));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for ISMS 2026' }));
    await userEvent.click(await screen.findByText('View Details'));
    expect(await screen.findByText('wizard page')).toBeInTheDocument();
  });

  // The arrow keys inside the menu need a real browser (antd skips items without layout): e2e/tests/focus-return.spec.ts.
  it.each(['{Enter}', ' ', '{ArrowDown}'])('opened from the keyboard (%s) the menu takes the focus; Escape hands it back to the trigger', async (key) => {
    const user = userEvent.setup({ delay: null });
    renderCard('in_progress');
    const trigger = screen.getByRole('button', { name: 'Actions for ISMS 2026' });
    trigger.focus();
    await user.keyboard(key);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /View Details/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('choosing Delete returns the focus to the menu trigger before asking, so a dismissed confirmation leaves it there', async () => {
    const user = userEvent.setup({ delay: null });
    const trigger = () => screen.getByRole('button', { name: 'Actions for ISMS 2026' });
    const onDelete = jest.fn(() => expect(trigger()).toHaveFocus());
    renderCard('in_progress', onDelete);
    await user.click(trigger());
    // Opened, the menu takes the focus (a few frames later).
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /View Details/ })).toHaveFocus());
    await user.click(screen.getByRole('menuitem', { name: /Delete/ }));
    await waitFor(() => expect(onDelete).toHaveBeenCalled());
    expect(trigger()).toHaveFocus();
  });

  it.each([
    ['OWNER', true],
    ['EDITOR', false],
    ['VIEWER', false],
  ] as const)('as %s offers Delete enabled: %s (only an owner deletes; the others see why not)', async (role, allowed) => {
    const { onDelete } = renderCard('in_progress', jest.fn(), { myRole: role });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for ISMS 2026' }));
    const item = (await screen.findByText('Delete')).closest('[role="menuitem"]') as HTMLElement;
    if (allowed) expect(item).not.toHaveAttribute('aria-disabled', 'true');
    else {
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAttribute('title', roleTooltip('owner'));
      await userEvent.hover(screen.getByText('Delete'));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(roleTooltip('owner'));
    }
    await userEvent.click(screen.getByText('Delete'));
    if (allowed) await waitFor(() => expect(onDelete).toHaveBeenCalled());
    else expect(onDelete).not.toHaveBeenCalled();
  });
});
