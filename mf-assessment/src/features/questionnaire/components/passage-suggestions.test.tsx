import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PassageSuggestionsDocument } from '@gap/schema/graphql';
import { graphQLError, renderWithProviders, type GraphQLMock } from '@gap/schema/web/testing';
import { documents } from '../testing/questionnaire-harness';
import type { SaveAnswer } from '../types';
import { AnswerEditor } from './answer-editor';

const question = { id: 'a-8-13', controlRef: 'A.8.13', title: 'Information backup' };
const request = { query: PassageSuggestionsDocument, variables: { projectId: '3', questionId: 'a-8-13' } };
const passage = (quote: string, page: number | null, section: string | null = null) => ({
  __typename: 'PassageSuggestion',
  documentId: '4',
  documentName: 'policy.pdf',
  page,
  section,
  quote,
  rubricKey: 'backups',
  requirement: 'Backups are taken to a defined schedule',
});
const suggested = (passages: ReturnType<typeof passage>[], delay = 0): GraphQLMock => ({ request, result: { data: { passageSuggestions: passages } }, delay });

function renderEditor(mocks: GraphQLMock[]) {
  const save = jest.fn<SaveAnswer>(() => Promise.reject(new Error('not under test')));
  renderWithProviders(<AnswerEditor projectId="3" question={question} answer={null} save={save} onClose={() => {}} onSaveFailed={() => {}} />, { mocks: [...mocks, documents] });
  return save;
}

const openSuggestions = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /Suggested passages from your documents/ }));

test('a suggested passage, once used, is quoted in the answer with its citation and becomes its evidence', async () => {
  const user = userEvent.setup({ delay: null });
  const save = renderEditor([suggested([passage('Full backups of production databases are taken every night.', 2), passage('Restore tests are performed quarterly.', 3)], 4000)]);
  await user.type(screen.getByRole('textbox', { name: /Answer for A.8.13/ }), 'Nightly backups.');
  await openSuggestions(user);
  expect(await screen.findByRole('status')).toHaveTextContent('Looking for passages in your documents…');
  // The answer is held back 4 s so the loading state is seen even on a busy machine.
  const list = await screen.findByRole('list', { name: 'Suggested passages for A.8.13' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(within(list).getByText('“Full backups of production databases are taken every night.”')).toBeInTheDocument();
  expect(within(list).getAllByText(/· closest to: Backups are taken to a defined schedule/)).toHaveLength(2);
  // Each citation opens the document in the viewer at its page, the quote highlighted.
  expect(within(list).getByRole('link', { name: 'policy.pdf, page 2' })).toHaveAttribute(
    'href',
    `/projects/3/documents/4?page=2&quote=${encodeURIComponent('Full backups of production databases are taken every night.').replace(/%20/g, '+')}`,
  );
  expect(within(list).getByRole('link', { name: 'policy.pdf, page 3' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Use as evidence: passage 1 for A.8.13' }));
  expect(screen.getByRole('textbox', { name: /Answer for A.8.13/ })).toHaveValue('Nightly backups.\n"Full backups of production databases are taken every night." (policy.pdf, page 2)');
  expect(await screen.findByRole('spinbutton', { name: 'Evidence page for A.8.13' })).toHaveValue('2');

  await user.click(screen.getByRole('button', { name: 'Save Answer' }));
  expect(save).toHaveBeenCalledWith('a-8-13', {
    answer: 'Nightly backups.\n"Full backups of production databases are taken every night." (policy.pdf, page 2)',
    status: null,
    elements: undefined,
    evidence: { documentId: '4', documentPage: 2, sectionLabel: null },
    expectedVersion: 0,
  });
});

test('says so when no passage matches', async () => {
  const user = userEvent.setup({ delay: null });
  renderEditor([suggested([])]);
  await openSuggestions(user);
  expect(await screen.findByText("No passage in this project's documents matches this question.")).toBeInTheDocument();
});

test('a failed request shows the server message and a retry that asks again', async () => {
  const user = userEvent.setup({ delay: null });
  renderEditor([{ request, result: { errors: [graphQLError('Project not found', 'NOT_FOUND')] } }, suggested([passage('Backup copies are encrypted.', 2)])]);
  await openSuggestions(user);
  expect(await screen.findByText('Suggestions could not be loaded')).toBeInTheDocument();
  expect(screen.getByText('Project not found')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('“Backup copies are encrypted.”')).toBeInTheDocument();
});
