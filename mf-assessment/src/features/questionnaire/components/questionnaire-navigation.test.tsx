import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildItem } from '../testing/build-item';
import { answerBox, openEditor, question, renderQuestionnaire, search, shownRefs, typeAnswer } from '../testing/questionnaire-harness';
import { readDraft } from '../utils/drafts';

afterEach(() => window.localStorage.clear());

const ORG = 'Organizational controls';
const TECH = 'Technological controls';
const annexItems = () => [
  buildItem({ id: 'q-5-1', controlRef: 'A.5.1', title: 'Policies for information security', text: 'Are policies defined?', category: ORG }, 'Approved policy set'),
  buildItem({ id: 'q-5-10', controlRef: 'A.5.10', title: 'Acceptable use', text: 'Is acceptable use defined?', category: ORG }),
  buildItem({ id: 'q-5-15', controlRef: 'A.5.15', title: 'Access control', text: 'Are access control rules set?', category: ORG }),
  buildItem({ id: 'q-8-24', controlRef: 'A.8.24', title: 'Use of cryptography', text: 'How is cryptography used?', category: TECH }),
];
const focused = () => document.activeElement?.closest('[data-testid="question-item"]')?.getAttribute('aria-label');

describe('Questionnaire groups, search and keyboard', () => {
  it('groups questions by theme with per-group progress; a group collapses', async () => {
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    expect(screen.getByText(ORG)).toBeInTheDocument();
    expect(screen.getByText('1/3 answered')).toBeInTheDocument();
    expect(screen.getByText('0/1 answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${ORG}: 1 of 3 answered` })).toBeInTheDocument();

    const header = screen.getByRole('button', { name: new RegExp(TECH) });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('a control reference search finds that control only, not A.5.10-A.5.19', async () => {
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    await userEvent.type(search(), 'A.5.1');
    await waitFor(() => expect(shownRefs()).toEqual(['A.5.1']));
    await userEvent.clear(search());
    await userEvent.type(search(), 'access rules');
    await waitFor(() => expect(shownRefs()).toEqual(['A.5.15']));
  });

  it('labels each answer editor with its control', async () => {
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    await openEditor(question('A.5.15'));
    expect(screen.getByRole('textbox', { name: 'Answer for A.5.15 Access control' })).toHaveFocus();
  });

  it('keeps an unsaved edit as a draft that comes back after the questionnaire is left; Esc discards it', async () => {
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    await typeAnswer(await openEditor(question('A.5.10')), 'Half-written');
    expect(readDraft('3', 'q-5-10')?.text).toBe('Half-written');

    cleanup();
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    const box = answerBox(question('A.5.10'));
    expect(box).toHaveValue('Half-written');

    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    expect(within(question('A.5.10')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(readDraft('3', 'q-5-10')).toBeNull();
    expect(focused()).toBe('Question A.5.10');
  });

  it('j/k move between questions, e edits, Ctrl+Enter saves and the next question gets the focus', async () => {
    const { saved } = renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    act(() => question('A.5.1').focus());
    await userEvent.keyboard('j');
    expect(focused()).toBe('Question A.5.10');
    await userEvent.keyboard('j');
    await userEvent.keyboard('k');
    await waitFor(() => expect(focused()).toBe('Question A.5.10'));

    await userEvent.keyboard('e');
    const box = answerBox(question('A.5.10'));
    expect(box).toHaveFocus();
    await userEvent.paste('Acceptable use policy signed by every employee');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ input: expect.objectContaining({ questionId: 'q-5-10', answer: 'Acceptable use policy signed by every employee' }) });
    await waitFor(() => expect(focused()).toBe('Question A.5.15'));
    expect(readDraft('3', 'q-5-10')).toBeNull();
  });

  it("'Next unanswered' opens the next question without an answer", async () => {
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    await userEvent.click(screen.getByRole('button', { name: /Next unanswered/ }));
    expect(answerBox(question('A.5.10'))).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Next unanswered/ }));
    expect(answerBox(question('A.5.15'))).toHaveFocus();
  });

  it('lists the shortcuts in a help popover', async () => {
    renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    await userEvent.click(screen.getByRole('button', { name: /Shortcuts/ }));
    expect(await screen.findByText('Keyboard shortcuts')).toBeInTheDocument();
    expect(screen.getByText('Ctrl+Enter')).toBeInTheDocument();
    expect(screen.getByText('Cancel editing')).toBeInTheDocument();
  });

  it('a manual answer cites a document and page, shown like an AI source', async () => {
    const { saved } = renderQuestionnaire(annexItems());
    await screen.findByTestId('question-list');
    const access = question('A.5.15');
    await typeAnswer(await openEditor(access), 'Access rules in the policy');
    await userEvent.click(within(access).getByRole('combobox', { name: 'Evidence document for A.5.15' }));
    await userEvent.click(await screen.findByTitle('policy.pdf'));
    const page = within(access).getByRole('spinbutton', { name: 'Evidence page for A.5.15' });
    await userEvent.type(page, '2');
    await userEvent.click(within(access).getByRole('button', { name: 'Save Answer' }));

    await within(access).findByRole('button', { name: 'Edit Answer' });
    expect(saved).toHaveBeenCalledWith({
      input: { projectId: '3', questionId: 'q-5-15', answer: 'Access rules in the policy', expectedVersion: 0, status: null, documentId: '4', documentPage: 2, sectionLabel: null },
    });
    // The row marks the source; More names the document and page in full.
    expect(within(access).getByText('Manual')).toBeInTheDocument();
    expect(within(access).getByText('Source: policy.pdf, page 2')).toBeInTheDocument();
    await userEvent.click(within(access).getByRole('button', { name: 'More' }));
    expect(within(access).getByText('policy.pdf, page 2')).toBeInTheDocument();
  });
});
