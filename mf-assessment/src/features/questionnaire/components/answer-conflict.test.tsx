import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { SaveAnswerMutationVariables } from '@gap/schema/graphql';
import { buildAnswer, buildItem } from '../testing/build-item';
import { answerBox, listed, openEditor, question, renderQuestionnaire, savedAs, saving, typeAnswer } from '../testing/questionnaire-harness';
import { readDraft } from '../utils/drafts';

afterEach(() => window.localStorage.clear());

const theirs = { id: '41', questionId: 'q-crypto', answer: 'Keys live in the HSM', version: 2, updatedAt: '2026-11-28T09:00:00.000Z', updatedByName: 'Priya Patel' };
const unanswered = () => [buildItem({ id: 'q-crypto', controlRef: 'A.8.24', text: 'How is cryptography used?' })];

/** The first save is refused as stale (someone saved version 2 meanwhile); later ones are stored. */
const conflictThenStored = () => {
  let calls = 0;
  return saving((variables: SaveAnswerMutationVariables) =>
    ++calls === 1 ? { errors: [new GraphQLError('Someone else saved this answer since you opened it', { extensions: { code: 'CONFLICT', current: theirs } })] } : savedAs(variables),
  );
};

async function saveMineIntoConflict() {
  const crypto = question('A.8.24');
  await typeAnswer(await openEditor(crypto), 'AES-256 at rest');
  await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Someone else changed this answer')).toBeInTheDocument();
  return dialog;
}

describe('a save over someone else’s newer answer', () => {
  it('shows both texts, keeps the draft, and Keep mine saves it again over their version', async () => {
    const save = conflictThenStored();
    renderQuestionnaire(unanswered(), save);
    await screen.findByTestId('question-list');
    const dialog = await saveMineIntoConflict();
    expect(save.result.mock.calls[0]![0].input.expectedVersion).toBe(0);
    expect(within(within(dialog).getByRole('region', { name: 'Their answer' })).getByText('Keys live in the HSM')).toBeInTheDocument();
    expect(within(dialog).getByText(/Priya Patel/)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Your answer' })).getByText('AES-256 at rest')).toBeInTheDocument();
    expect(readDraft('3', 'q-crypto')?.text).toBe('AES-256 at rest');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(2));
    expect(save.result.mock.calls[1]![0].input).toMatchObject({ answer: 'AES-256 at rest', expectedVersion: 2 });
    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    await waitFor(() => expect(readDraft('3', 'q-crypto')).toBeNull());
  });

  it('Take theirs drops the draft, saves nothing and shows their answer', async () => {
    const save = conflictThenStored();
    const stored = [buildItem({ id: 'q-crypto', controlRef: 'A.8.24', text: 'How is cryptography used?' }, theirs.answer, { version: 2 })];
    renderQuestionnaire([listed(unanswered()), listed(stored)], save);
    await screen.findByTestId('question-list');
    const dialog = await saveMineIntoConflict();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(await within(question('A.8.24')).findByText('Keys live in the HSM')).toBeInTheDocument();
    expect(within(question('A.8.24')).queryByRole('textbox', { name: /^Answer for / })).not.toBeInTheDocument();
    expect(readDraft('3', 'q-crypto')).toBeNull();
    expect(save.result).toHaveBeenCalledTimes(1);
  });

  it('Edit merges both texts in the editor and saves the merge over their version', async () => {
    const save = conflictThenStored();
    renderQuestionnaire(unanswered(), save);
    await screen.findByTestId('question-list');
    const dialog = await saveMineIntoConflict();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const crypto = question('A.8.24');
    expect(answerBox(crypto)).toHaveValue('Keys live in the HSM\n\nAES-256 at rest');
    expect(save.result).toHaveBeenCalledTimes(1);
    await userEvent.click(within(crypto).getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(2));
    expect(save.result.mock.calls[1]![0].input).toMatchObject({ answer: 'Keys live in the HSM\n\nAES-256 at rest', expectedVersion: 2 });
  });
});

describe('others’ changes, live', () => {
  const changed = (answer: ReturnType<typeof buildAnswer>) => ({
    result: {
      data: {
        projectChanges: {
          __typename: 'ProjectChange',
          activityId: '90',
          kind: 'answer.saved',
          subjectId: answer.questionId,
          actor: { __typename: 'ActivityActor', id: '7', username: 'priya' },
          answer,
        },
      },
    },
  });

  it('a saved answer shows in its row without a reload', async () => {
    const { changes } = renderQuestionnaire(unanswered());
    await screen.findByTestId('question-list');
    act(() => changes.simulateResult(changed(buildAnswer({ questionId: 'q-crypto', answer: 'Keys live in the HSM', version: 1, updatedByName: 'Priya Patel' }))));
    expect(await within(question('A.8.24')).findByText('Keys live in the HSM')).toBeInTheDocument();
    expect(within(question('A.8.24')).getByText('Answered')).toBeInTheDocument();
  });

  it('a row being edited keeps the draft and says a new version arrived', async () => {
    const { changes } = renderQuestionnaire(unanswered());
    await screen.findByTestId('question-list');
    const crypto = question('A.8.24');
    await typeAnswer(await openEditor(crypto), 'AES-256 at rest');
    act(() => changes.simulateResult(changed(buildAnswer({ questionId: 'q-crypto', answer: 'Keys live in the HSM', version: 1, updatedByName: 'Priya Patel' }))));
    expect(await within(crypto).findByText('Priya Patel saved a new version')).toBeInTheDocument();
    expect(answerBox(crypto)).toHaveValue('AES-256 at rest');
  });
});
