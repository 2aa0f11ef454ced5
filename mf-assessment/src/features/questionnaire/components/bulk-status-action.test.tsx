import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetAnswerStatusDocument, type SetAnswerStatusMutationVariables } from '@gap/schema/graphql';
import { graphQLError, type GraphQLMock } from '@gap/schema/web/testing';
import { buildAnswer, buildItem, buildProjection } from '../testing/build-item';
import { renderQuestionnaire, saving, savedAs, search, shownRefs } from '../testing/questionnaire-harness';

const TECH = 'Technological controls';
const items = () => [
  buildItem({ id: 'a-5-1', controlRef: 'A.5.1', text: 'Are policies defined?' }, 'Approved policy set'),
  buildItem({ id: 'a-8-1', controlRef: 'A.8.1', text: 'How are user devices protected?', category: TECH }),
  buildItem({ id: 'a-8-2', controlRef: 'A.8.2', text: 'How are privileged rights restricted?', category: TECH }),
  buildItem({ id: 'a-8-3', controlRef: 'A.8.3', text: 'How is access restricted?', category: TECH }, '', { applicability: 'not_applicable', notApplicableReason: 'No such systems' }),
  buildItem({ id: 'a-8-4', controlRef: 'A.8.4', text: 'How is source code protected?', category: TECH }, 'Git with reviews'),
];

/** setAnswerStatus answering every question asked with that status (and a projection), none skipped. */
const settingStatus = (answer = ({ input }: SetAnswerStatusMutationVariables) => ({
  data: {
    setAnswerStatus: {
      __typename: 'SetAnswerStatusResult',
      answers: input.questionIds.map((questionId) =>
        buildAnswer({ questionId, answer: '', status: input.status, projection: buildProjection({ complianceLevel: 0, riskLevel: 'high' }) }),
      ),
      skipped: [],
    },
  },
})) => {
  const result = jest.fn(answer);
  return { result, mock: { request: { query: SetAnswerStatusDocument, variables: () => true }, result, maxUsageCount: 5 } as GraphQLMock };
};

const bulkButton = () => screen.getByRole('button', { name: /^Set status of \d+ shown/ });

async function chooseStatus(label: string) {
  await userEvent.click(bulkButton());
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog');
}

describe('one status for the questions shown', () => {
  it('names the count and the status, leaves out those not applicable, and shows the answers it returns', async () => {
    const bulk = settingStatus();
    renderQuestionnaire(items(), saving(savedAs), [bulk.mock]);
    await screen.findByTestId('question-list');
    expect(bulkButton()).toHaveTextContent('Set status of 4 shown');

    // The remaining A.8 questions: search and the Needs Input filter.
    await userEvent.type(search(), 'A.8');
    await userEvent.click(screen.getByText('Needs Input (2)'));
    await waitFor(() => expect(shownRefs()).toEqual(['A.8.1', 'A.8.2']));
    expect(bulkButton()).toHaveTextContent('Set status of 2 shown');

    const dialog = await chooseStatus('Not implemented');
    expect(within(dialog).getByText('Mark 2 questions as Not implemented?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The 2 questions your search and filter show get the status Not implemented.');
    expect(dialog).toHaveTextContent('Their expected elements are all marked missing.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark 2 as Not implemented' }));

    expect(await screen.findByText('2 questions marked Not implemented')).toBeInTheDocument();
    expect(bulk.result).toHaveBeenCalledTimes(1);
    expect(bulk.result).toHaveBeenCalledWith({ input: { projectId: '3', questionIds: ['a-8-1', 'a-8-2'], status: 'not_implemented' } });
    // Answered now: they leave the Needs Input list, and the counts follow.
    await waitFor(() => expect(shownRefs()).toEqual([]));
    expect(screen.getByText('Completion: 5/5 questions')).toBeInTheDocument();
    await userEvent.click(screen.getByText('All Questions'));
    expect(await within(screen.getByRole('article', { name: 'Question A.8.1' })).findByText('0% · high risk', { exact: false })).toHaveTextContent('Projected 0% · high risk');
  });

  it('says how many shown are left out as not applicable and how many already have an answer', async () => {
    const bulk = settingStatus();
    renderQuestionnaire(items(), saving(savedAs), [bulk.mock]);
    await screen.findByTestId('question-list');
    await userEvent.type(search(), 'A.8');
    await waitFor(() => expect(shownRefs()).toEqual(['A.8.1', 'A.8.2', 'A.8.3', 'A.8.4']));

    const dialog = await chooseStatus('Planned');
    expect(within(dialog).getByText('Mark 3 questions as Planned?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1 question marked not applicable is left out.');
    expect(dialog).toHaveTextContent('1 of them already has an answer: its text stays and this status replaces the one stated.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark 3 as Planned' }));
    await screen.findByText('3 questions marked Planned');
    expect(bulk.result).toHaveBeenCalledWith({ input: { projectId: '3', questionIds: ['a-8-1', 'a-8-2', 'a-8-4'], status: 'planned' } });
  });

  it('changes nothing when cancelled', async () => {
    const bulk = settingStatus();
    renderQuestionnaire(items(), saving(savedAs), [bulk.mock]);
    await screen.findByTestId('question-list');
    const dialog = await chooseStatus('Implemented');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulk.result).not.toHaveBeenCalled();
    expect(screen.getByText('Completion: 3/5 questions')).toBeInTheDocument();
  });

  it('toasts the server’s refusal and shows nothing changed', async () => {
    const refused = settingStatus(() => ({ errors: [graphQLError('At most 200 questions can be changed at once', 'BAD_USER_INPUT')] }) as never);
    renderQuestionnaire(items(), saving(savedAs), [refused.mock]);
    await screen.findByTestId('question-list');
    const dialog = await chooseStatus('Implemented');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark 4 as Implemented' }));
    expect(await screen.findByText('Failed to set the status')).toBeInTheDocument();
    expect(screen.getByText('At most 200 questions can be changed at once')).toBeInTheDocument();
    expect(refused.result).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Completion: 3/5 questions')).toBeInTheDocument();
  });

  it('is disabled when nothing shown can take a status', async () => {
    renderQuestionnaire(items());
    await screen.findByTestId('question-list');
    await userEvent.type(search(), 'A.8.3');
    await waitFor(() => expect(shownRefs()).toEqual(['A.8.3']));
    expect(bulkButton()).toBeDisabled();
    expect(bulkButton()).toHaveTextContent('Set status of 0 shown');
  });
});
