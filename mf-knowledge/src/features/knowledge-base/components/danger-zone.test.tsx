import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { buildStats } from '../testing/knowledge-mocks';
import { DangerZone } from './danger-zone';

const confirmation = 'Are you sure you want to clear all knowledge base content? This action cannot be undone.';

const renderZone = (routes: Parameters<typeof routeOperations>[0]) => {
  const operations = routeOperations({ KnowledgeStats: { data: { knowledgeStats: buildStats() } }, ...routes });
  const onCleared = jest.fn();
  renderWithProviders(<DangerZone onCleared={onCleared} />, { link: operations.link });
  return { ...operations, onCleared, user: userEvent.setup() };
};

describe('DangerZone', () => {
  it('asks for confirmation with the SPEC text and clears nothing when cancelled', async () => {
    const { user, callsTo, onCleared } = renderZone({ ClearKnowledge: { data: { clearKnowledge: true } } });
    await user.click(screen.getByRole('button', { name: 'Clear Knowledge Base' }));
    expect(await screen.findByText(confirmation)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(confirmation)).not.toBeInTheDocument());
    expect(callsTo('ClearKnowledge')).toHaveLength(0);
    expect(onCleared).not.toHaveBeenCalled();
  });

  it('clears once confirmed, toasts it and refreshes the statistics', async () => {
    const { user, callsTo, onCleared } = renderZone({ ClearKnowledge: { data: { clearKnowledge: true } } });
    await user.click(screen.getByRole('button', { name: 'Clear Knowledge Base' }));
    await screen.findByText(confirmation);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Knowledge Base Cleared')).toBeInTheDocument();
    expect(callsTo('ClearKnowledge')).toHaveLength(1);
    expect(onCleared).toHaveBeenCalledTimes(1);
  });

  it('toasts Clear Failed with the server message', async () => {
    const { user, onCleared } = renderZone({
      ClearKnowledge: { errors: [{ message: 'Only an administrator can change the knowledge base', extensions: { code: 'FORBIDDEN' } }] },
    });
    await user.click(screen.getByRole('button', { name: 'Clear Knowledge Base' }));
    await screen.findByText(confirmation);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Clear Failed')).toBeInTheDocument();
    expect(screen.getByText('Only an administrator can change the knowledge base')).toBeInTheDocument();
    expect(onCleared).not.toHaveBeenCalled();
  });

  it('from the keyboard the question opens on Cancel: Enter clears nothing and the focus returns to the button', async () => {
    const { user, callsTo, onCleared } = renderZone({ ClearKnowledge: { data: { clearKnowledge: true } } });
    const clear = screen.getByRole('button', { name: 'Clear Knowledge Base' });
    clear.focus();
    await user.keyboard('{Enter}');
    await screen.findByText(confirmation);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(confirmation)).not.toBeInTheDocument());
    await waitFor(() => expect(clear).toHaveFocus());
    expect(callsTo('ClearKnowledge')).toHaveLength(0);
    expect(onCleared).not.toHaveBeenCalled();
  });
});
