import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphQLError } from '@gap/schema/web/testing';
import { buildItem } from '../testing/build-item';
import {
  answerBox,
  answersRequest,
  listed,
  openEditor,
  question,
  renderQuestionnaire,
  savedAs,
  saving,
  search,
  shownRefs,
  testType,
  threeItems,
  typeAnswer,
} from '../testing/questionnaire-harness';

afterEach(() => window.localStorage.clear());

/** How long the server takes in the tests of what shows before it answers: long enough for a busy machine. */
const serverDelay = 2000;

describe('Questionnaire', () => {
  it('loads the test type questionnaire and shows progress', async () => {
    renderQuestionnaire(threeItems());
    // While it loads, a status region (aria-label is allowed on a role, not on a bare div) says so.
    expect(screen.getByRole('status', { name: 'Loading questionnaire' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: `ISO 27001 Questionnaire - ${testType}` })).toBeInTheDocument();
    expect(screen.getByText('1 out of 3 questions answered. Please provide answers for the remaining questions.')).toBeInTheDocument();
    expect(screen.getByText('Completion: 1/3 questions')).toBeInTheDocument();
    expect(screen.getAllByText('33%')).toHaveLength(2);
  });

  it('searches by control reference and by question text, ignoring case', async () => {
    renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');

    await userEvent.type(search(), 'a.8');
    await waitFor(() => expect(shownRefs()).toEqual(['A.8.24']));

    await userEvent.clear(search());
    await userEvent.type(search(), 'context');
    await waitFor(() => expect(shownRefs()).toEqual(['4.1']));

    await userEvent.clear(search());
    await userEvent.type(search(), 'no such control');
    expect(await screen.findByText('No questions match your search criteria')).toBeInTheDocument();
  });

  it('filters answered and unanswered questions, with their counts', async () => {
    renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');
    expect(shownRefs()).toEqual(['4.1', 'A.8.24', 'A.5.1']);

    await userEvent.click(screen.getByText('Answered (1)'));
    expect(shownRefs()).toEqual(['4.1']);

    await userEvent.click(screen.getByText('Needs Input (2)'));
    expect(shownRefs()).toEqual(['A.8.24', 'A.5.1']);

    await userEvent.click(screen.getByText('All Questions'));
    expect(shownRefs()).toHaveLength(3);
  });

  it('keeps a draft while a search hides its question', async () => {
    renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');
    await typeAnswer(await openEditor(question('A.8.24')), 'Half-written');

    await userEvent.type(search(), '4.1');
    await waitFor(() => expect(shownRefs()).toEqual(['4.1']));
    await userEvent.clear(search());

    await waitFor(() => expect(shownRefs()).toHaveLength(3));
    expect(answerBox(question('A.8.24'))).toHaveValue('Half-written');
  });

  it('shows the guidance and typical evidence one click away', async () => {
    renderQuestionnaire([buildItem({ controlRef: 'A.5.1', guidance: 'Look for an approved policy.', typicalEvidence: ['Signed policy'] })]);
    await screen.findByTestId('question-list');
    await openEditor(question('A.5.1'));
    await userEvent.click(screen.getByRole('button', { name: /Guidance/ }));
    expect(await screen.findByText('Look for an approved policy.')).toBeVisible();
    expect(screen.getByText('Signed policy')).toBeVisible();
  });

  it('refuses a blank answer inline, without calling the server', async () => {
    const { saved } = renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');
    const crypto = question('A.8.24');

    await typeAnswer(await openEditor(crypto), '   ');
    await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));

    expect(within(crypto).getByText('Answer cannot be empty')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves an answer, shows it read-only with Edit Answer and updates the counts', async () => {
    const { saved } = renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');
    const crypto = question('A.8.24');

    await typeAnswer(await openEditor(crypto), '  AES-256 at rest  ');
    await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));

    expect(await within(crypto).findByText('AES-256 at rest')).toBeInTheDocument();
    expect(within(crypto).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(crypto).getByRole('button', { name: 'Edit Answer' })).toBeInTheDocument();
    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Answered (2)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Needs Input (1)' })).toBeInTheDocument();
    expect(screen.getByText('Completion: 2/3 questions')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({
      input: { projectId: '3', questionId: 'q-crypto', answer: 'AES-256 at rest', expectedVersion: 0, status: null, documentId: null, documentPage: null, sectionLabel: null },
    });
    await userEvent.click(within(crypto).getByRole('button', { name: 'More' }));
    expect(within(crypto).getByText(/Changed by Grace Hopper, Jan 1, 2026/)).toBeInTheDocument();

    await userEvent.click(within(crypto).getByRole('button', { name: 'Edit Answer' }));
    expect(answerBox(crypto)).toHaveValue('AES-256 at rest');
  });

  it('keeps the draft and toasts when saving fails', async () => {
    renderQuestionnaire(threeItems(), saving(() => ({ errors: [graphQLError('Something went wrong. Please try again.', 'INTERNAL_SERVER_ERROR')] })));
    await screen.findByTestId('question-list');
    const crypto = question('A.8.24');

    await typeAnswer(await openEditor(crypto), 'Draft');
    await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));

    expect(await screen.findByText('Failed to save answer')).toBeInTheDocument();
    expect(answerBox(crypto)).toHaveValue('Draft');
    expect(screen.getByText('Completion: 1/3 questions')).toBeInTheDocument();
  });

  it('shows a saved answer and Answered at once, before the server has answered', async () => {
    const { saved } = renderQuestionnaire(threeItems(), saving(savedAs, serverDelay));
    await screen.findByTestId('question-list');
    const crypto = question('A.8.24');

    await typeAnswer(await openEditor(crypto), 'AES-256 at rest');
    await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));

    // Optimistic: the row and the counters show the answer while the mutation is still in flight.
    expect(within(crypto).getByText('AES-256 at rest')).toBeInTheDocument();
    expect(within(crypto).getByText('Answered')).toBeInTheDocument();
    expect(within(crypto).queryByText('Needs Input')).not.toBeInTheDocument();
    expect(within(crypto).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Completion: 2/3 questions')).toBeInTheDocument();
    expect(screen.queryByText('Answer Saved')).not.toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();

    // The server's answer confirms it.
    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(within(crypto).getByText('AES-256 at rest')).toBeInTheDocument();
    expect(screen.getByText('Completion: 2/3 questions')).toBeInTheDocument();
  });

  it('rolls the shown answer back, toasts and reopens the editor with the draft when the server refuses', async () => {
    const refused = saving(() => ({ errors: [graphQLError('Something went wrong. Please try again.', 'INTERNAL_SERVER_ERROR')] }), serverDelay);
    renderQuestionnaire(threeItems(), refused);
    await screen.findByTestId('question-list');
    const crypto = question('A.8.24');

    await typeAnswer(await openEditor(crypto), 'Keys rotate yearly');
    await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));
    expect(within(crypto).getByText('Keys rotate yearly')).toBeInTheDocument();
    expect(within(crypto).getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('Completion: 2/3 questions')).toBeInTheDocument();

    expect(await screen.findByText('Failed to save answer')).toBeInTheDocument();
    expect(refused.result).toHaveBeenCalledTimes(1);
    expect(within(crypto).getByText('Needs Input')).toBeInTheDocument();
    expect(within(crypto).queryByText('Answered')).not.toBeInTheDocument();
    expect(screen.getByText('Completion: 1/3 questions')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Answered (1)' })).toBeInTheDocument();
    expect(answerBox(crypto)).toHaveValue('Keys rotate yearly');
  });

  it('rolls an edited answer back to the stored one when the server refuses', async () => {
    renderQuestionnaire(threeItems(), saving(() => ({ errors: [graphQLError('Something went wrong. Please try again.', 'INTERNAL_SERVER_ERROR')] }), serverDelay));
    await screen.findByTestId('question-list');
    const context = question('4.1');

    await userEvent.click(within(context).getByRole('button', { name: 'Edit Answer' }));
    const box = answerBox(context);
    await userEvent.clear(box);
    await typeAnswer(box, 'A SWOT analysis');
    await userEvent.click(within(context).getByRole('button', { name: 'Save Answer' }));
    expect(within(context).getByText('A SWOT analysis')).toBeInTheDocument();
    expect(within(context).queryByText('A PESTLE analysis')).not.toBeInTheDocument();

    expect(await screen.findByText('Failed to save answer')).toBeInTheDocument();
    // The stored answer is back in the cache; the reopened editor holds the refused text.
    expect(answerBox(context)).toHaveValue('A SWOT analysis');
    await userEvent.click(within(context).getByRole('button', { name: 'Cancel' }));
    expect(within(context).getByText('A PESTLE analysis')).toBeInTheDocument();
    expect(within(context).queryByText('A SWOT analysis')).not.toBeInTheDocument();
  });

  it('shows where an AI answer came from, falling back to the document id', async () => {
    renderQuestionnaire([
      buildItem({ controlRef: 'A.5.1' }, 'Policy approved by the board', { source: 'ai', documentName: 'policy.pdf', documentId: '4', documentPage: 3 }),
      buildItem({ controlRef: 'A.5.2' }, 'Roles are defined', { source: 'ai', documentName: null, documentId: '12', documentPage: 7 }),
    ]);
    await screen.findByTestId('question-list');

    const named = question('A.5.1');
    expect(within(named).getByText('AI')).toBeInTheDocument();
    expect(within(named).getByText('Source: policy.pdf, page 3')).toBeInTheDocument();
    expect(within(named).getByRole('button', { name: 'Edit Answer' })).toBeInTheDocument();
    expect(within(question('A.5.2')).getByText('Source: Document ID 12, page 7')).toBeInTheDocument();
  });

  it('enables Start Gap Assessment only once every question is answered', async () => {
    const [context, crypto] = threeItems();
    const items = [context, crypto, buildItem({ controlRef: 'A.5.1' }, 'Approved policy set')];
    const { onStartGapAssessment, onRunAnalysisAgain } = renderQuestionnaire(items);
    await screen.findByTestId('question-list');
    const start = screen.getByRole('button', { name: 'Start Gap Assessment' });
    expect(start).toBeDisabled();

    await typeAnswer(await openEditor(question('A.8.24')), 'TLS 1.3 everywhere');
    await userEvent.click(within(question('A.8.24')).getByRole('button', { name: 'Save Answer' }));
    await within(question('A.8.24')).findByRole('button', { name: 'Edit Answer' });

    expect(screen.getByText('All questions have been answered. You can now proceed to the gap assessment.')).toBeInTheDocument();
    expect(start).toBeEnabled();
    await userEvent.click(start);
    expect(onStartGapAssessment).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Run AI Analysis Again' }));
    expect(onRunAnalysisAgain).toHaveBeenCalledTimes(1);
  });

  it('shows the fetch error with a retry', async () => {
    renderQuestionnaire([{ request: answersRequest, result: { errors: [graphQLError('boom', 'INTERNAL_SERVER_ERROR')] } }, listed(threeItems())]);

    expect(await screen.findByText('Failed to fetch assessment data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Completion: 1/3 questions')).toBeInTheDocument();
  });
});
