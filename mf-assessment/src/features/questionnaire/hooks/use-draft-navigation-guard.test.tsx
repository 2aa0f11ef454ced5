import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '@gap/schema/web/testing';
import { textDraft } from '../testing/build-item';
import { writeDraft } from '../utils/drafts';
import { useDraftNavigationGuard } from './use-draft-navigation-guard';

function Questionnaire({ active = true }: { active?: boolean }) {
  useDraftNavigationGuard('3', active);
  return <Link to="/dashboard">Dashboard</Link>;
}

const renderAt = (active = true) =>
  renderWithProviders(<Questionnaire active={active} />, { path: '/project-assessment/3?tab=manual', route: '/project-assessment/:id' });
const leaveDialog = () => screen.findByRole('dialog', { name: 'Unsaved answers' });

afterEach(() => window.localStorage.clear());

describe('useDraftNavigationGuard', () => {
  it('with a draft, leaving for another page asks: Stay keeps the page, Leave goes', async () => {
    writeDraft('3', 'q-1', textDraft('Half an answer'));
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await leaveDialog()).toHaveTextContent('1 answer is not saved yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved answers' })).not.toBeInTheDocument());
    expect(screen.queryByText('Route /dashboard')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await leaveDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
  });

  it('holds a navigation made in code too (the sidebar navigates so)', async () => {
    writeDraft('3', 'q-1', textDraft('Half an answer'));
    writeDraft('3', 'q-2', textDraft('Another half'));
    const { router } = renderAt();
    act(() => void router.navigate('/projects'));
    expect(await leaveDialog()).toHaveTextContent('2 answers are not saved yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Route /projects')).toBeInTheDocument();
  });

  it('without drafts leaves at once', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('off the questionnaire tab a draft does not hold the page', async () => {
    writeDraft('3', 'q-1', textDraft('Half an answer'));
    renderAt(false);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('Route /dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
