import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, routeOperations } from '@gap/schema/web/testing';
import { buildAiEngineStatus, pageAnswers } from '../testing/knowledge-mocks';
import { KnowledgeBaseAdmin } from './knowledge-base-admin';

const renderPage = (routes: Parameters<typeof routeOperations>[0]) => {
  const operations = routeOperations(routes);
  renderWithProviders(<KnowledgeBaseAdmin />, { link: operations.link });
  return operations;
};

const engineCard = async () => (await screen.findByText('AI Engine')).closest('.ant-card') as HTMLElement;

const refused = buildAiEngineStatus({
  engine: 'openai',
  model: 'o4-mini',
  provider: 'api.openai.com',
  status: 'refused',
  message: 'The AI model refused the call (HTTP 401): Incorrect API key provided: sk-….',
  checkedAt: '2026-11-29T09:30:00.000Z',
});

describe('the AI engine on the knowledge page (administrators)', () => {
  it('the offline engine: built in, nothing to check', async () => {
    renderPage(pageAnswers());
    const card = await engineCard();
    expect(await within(card).findByText('Built-in')).toBeInTheDocument();
    expect(within(card).getByText(/no AI model is configured/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Check again/ })).not.toBeInTheDocument();
  });

  it("a refused model: what it means for runs and the provider's message; Check again shows the new result", async () => {
    const { callsTo } = renderPage({
      ...pageAnswers({ aiEngine: refused }),
      CheckAiModel: { data: { checkAiModel: { ...refused, status: 'ok', message: null, checkedAt: '2026-11-29T10:00:00.000Z' } } },
    });
    const card = await engineCard();
    expect(await within(card).findByText('Refused')).toBeInTheDocument();
    expect(within(card).getByText('o4-mini')).toBeInTheDocument();
    expect(within(card).getByText('api.openai.com')).toBeInTheDocument();
    expect(within(card).getByText('Analysis runs fail until the OpenAI settings (key, model, parameters) are corrected.')).toBeInTheDocument();
    expect(within(card).getByText(/Incorrect API key provided/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /Check again/ }));
    expect(await within(card).findByText('Working')).toBeInTheDocument();
    expect(within(card).queryByText(/Incorrect API key provided/)).not.toBeInTheDocument();
    expect(callsTo('CheckAiModel')).toHaveLength(1);
    expect(await screen.findByText('The AI model answered')).toBeInTheDocument();
  });

  it('a failed check keeps the last status and says why', async () => {
    renderPage({ ...pageAnswers({ aiEngine: refused }), CheckAiModel: { error: new Error('Network down') } });
    const card = await engineCard();
    await userEvent.click(await within(card).findByRole('button', { name: /Check again/ }));
    await waitFor(() => expect(screen.getAllByText(/Network down|could not be checked/).length).toBeGreaterThan(0));
    expect(within(card).getByText('Refused')).toBeInTheDocument();
  });

  it('is not shown to a member who is not an administrator, nor asked for', async () => {
    const { callsTo } = renderPage(pageAnswers({ isAdmin: false }));
    expect(await screen.findByText('Search Test')).toBeInTheDocument();
    expect(screen.queryByText('AI Engine')).not.toBeInTheDocument();
    expect(callsTo('AiEngineStatus')).toEqual([]);
  });
});
