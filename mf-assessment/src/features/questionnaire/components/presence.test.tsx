import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { editorsByQuestion } from '../api/use-presence';
import { openEditor, question, renderQuestionnaire, threeItems } from '../testing/questionnaire-harness';

/** projectPresence as the gateway sends it: the whole list, the signed-in user (id 1, as buildMe) included. */
const presenceOf = (entries: { id: string; name: string; editing: string | null }[]) => ({
  result: {
    data: {
      projectPresence: entries.map((entry) => ({
        __typename: 'ProjectPresence',
        editingQuestionId: entry.editing,
        user: { __typename: 'PresenceUser', id: entry.id, name: entry.name },
      })),
    },
  },
});

describe('presence on the questionnaire', () => {
  it('names the others who are here, and on a row who else is editing it; the signed-in user is not listed', async () => {
    const { presence } = renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');
    expect(screen.queryByRole('group', { name: 'Also here' })).not.toBeInTheDocument();

    act(() =>
      presence.simulateResult(
        presenceOf([
          { id: '1', name: 'Grace Hopper', editing: null },
          { id: '7', name: 'Priya Patel', editing: 'q-crypto' },
          { id: '8', name: 'Sam Lee', editing: null },
        ]),
      ),
    );
    const here = await screen.findByRole('group', { name: 'Also here' });
    expect(within(here).getByText('Priya Patel, editing A.8.24')).toBeInTheDocument();
    expect(within(here).getByText('Sam Lee')).toBeInTheDocument();
    expect(within(here).queryByText(/Grace Hopper/)).not.toBeInTheDocument();
    expect(within(question('A.8.24')).getByText('Priya Patel is editing')).toBeInTheDocument();
    expect(within(question('4.1')).queryByText(/is editing/)).not.toBeInTheDocument();

    // Priya leaves: her row mark and her name go.
    act(() => presence.simulateResult(presenceOf([{ id: '1', name: 'Grace Hopper', editing: null }, { id: '8', name: 'Sam Lee', editing: null }])));
    await waitFor(() => expect(within(question('A.8.24')).queryByText('Priya Patel is editing')).not.toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Also here' })).queryByText(/Priya/)).not.toBeInTheDocument();

    // Alone again: nothing is shown.
    act(() => presence.simulateResult(presenceOf([{ id: '1', name: 'Grace Hopper', editing: null }])));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Also here' })).not.toBeInTheDocument());
  });

  it('announces the page as just viewing, then the question whose editor the person opens', async () => {
    const { announced } = renderQuestionnaire(threeItems());
    await screen.findByTestId('question-list');
    await waitFor(() => expect(announced).toHaveBeenCalledWith({ projectId: '3', editingQuestionId: null }));
    await openEditor(question('A.8.24'));
    await waitFor(() => expect(announced).toHaveBeenLastCalledWith({ projectId: '3', editingQuestionId: 'q-crypto' }));
  });

  it('a viewer is announced as viewing only', async () => {
    const { announced } = renderQuestionnaire(threeItems(), undefined, [], 'VIEWER');
    await screen.findByTestId('question-list');
    await waitFor(() => expect(announced).toHaveBeenCalledWith({ projectId: '3', editingQuestionId: null }));
    expect(announced.mock.calls.every(([variables]) => variables.editingQuestionId === null)).toBe(true);
  });
});

describe('editorsByQuestion', () => {
  it('says who edits each question, several joined with "and"', () => {
    const editors = editorsByQuestion([
      { id: '7', name: 'Priya Patel', editingQuestionId: 'q1' },
      { id: '8', name: 'Sam Lee', editingQuestionId: 'q1' },
      { id: '9', name: 'Ann Ho', editingQuestionId: 'q1' },
      { id: '10', name: 'Bo Li', editingQuestionId: 'q2' },
      { id: '11', name: 'Viewer', editingQuestionId: null },
    ]);
    expect([...editors]).toEqual([
      ['q1', 'Priya Patel, Sam Lee and Ann Ho are editing'],
      ['q2', 'Bo Li is editing'],
    ]);
  });
});
