import { describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { palette, type AnswerStatus } from '@gap/schema';
import type { SaveAnswerMutationVariables } from '@gap/schema/graphql';
import { buildItem, buildProjection } from '../testing/build-item';
import { renderQuestionnaire, saving, typeAnswer } from '../testing/questionnaire-harness';
import { aiAccess, storedAccess, unansweredAccess } from '../testing/structured-items';
import { readDraft } from '../utils/drafts';

const row = () => screen.getByRole('article', { name: 'Question A.5.18' });
const stateOf = (requirement: string) => within(row()).getByRole('radiogroup', { name: requirement });
/** antd draws its own radio over the input: the person clicks the label. */
const choose = (radio: HTMLElement) => userEvent.click(radio.closest('label')!);
const storing = (status: AnswerStatus | null) =>
  saving(({ input }: SaveAnswerMutationVariables) => ({ data: { saveAnswer: storedAccess(input.status ?? status, input.answer ?? '') } }));

describe('structured answers in the questionnaire', () => {
  it('a status alone answers a question: one choice, then Save', async () => {
    const save = storing('not_implemented');
    renderQuestionnaire([unansweredAccess()], save);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Answer' }));
    await choose(within(row()).getByRole('radio', { name: 'Not implemented' }));
    await userEvent.click(within(row()).getByRole('button', { name: 'Save Answer' }));

    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledWith({ input: { projectId: '3', questionId: 'a-5-18', answer: '', expectedVersion: 0, status: 'not_implemented', documentId: null, documentPage: null, sectionLabel: null } });
    // The row shows the status stated in the room of Answered.
    expect(within(row()).getByText('Not implemented')).toBeInTheDocument();
    expect(within(row()).queryByText('Needs Input')).not.toBeInTheDocument();
    expect(screen.getByText('Completion: 1/1 questions')).toBeInTheDocument();
  });

  it('lists the expected elements with Required, their state and the AI quote cited; a save sends the changed states', async () => {
    const save = storing('implemented');
    renderQuestionnaire([aiAccess()], save);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Edit Answer' }));

    const checklist = within(row()).getByRole('list', { name: 'Expected elements of A.5.18' });
    const [approval, review] = within(checklist).getAllByTestId('element-row');
    expect(within(approval!).getByText('Required')).toBeInTheDocument();
    expect(within(review!).queryByText('Required')).not.toBeInTheDocument();
    expect(within(stateOf('Access requests are approved')).getByRole('radio', { name: 'Not recorded' })).toBeChecked();
    expect(within(stateOf('Access rights are reviewed periodically')).getByRole('radio', { name: 'In place' })).toBeChecked();
    expect(within(review!).getByText('“Access rights are reviewed every quarter by the system owner.”')).toBeInTheDocument();
    expect(within(review!).getByText('policy.pdf, page 2')).toBeInTheDocument();
    expect(within(row()).getByText('(1 of 2 in place)')).toBeInTheDocument();

    // As saved: the projection and what is missing.
    expect(within(row()).getByText('Projected 33% · high risk')).toBeInTheDocument();
    expect(within(within(row()).getByRole('list', { name: 'Missing elements of A.5.18' })).getByText('Access requests are approved')).toBeInTheDocument();

    await choose(within(row()).getByRole('radio', { name: 'Implemented' }));
    await choose(within(stateOf('Access requests are approved')).getByRole('radio', { name: 'In place' }));
    await userEvent.click(within(row()).getByRole('button', { name: 'Save Answer' }));

    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    expect(save.result).toHaveBeenCalledWith({
      input: {
        projectId: '3',
        questionId: 'a-5-18',
        answer: 'Access rights are reviewed every quarter.',
        expectedVersion: 1,
        status: 'implemented',
        elements: [{ rubricKey: 'request-approval', state: 'in_place' }],
        documentId: null,
        documentPage: null,
        sectionLabel: null,
      },
    });
    // The projection the server scored replaces the old one.
    expect(await within(row()).findByText('100% · low risk', { exact: false })).toHaveTextContent('Projected 100% · low risk');
    expect(within(row()).queryByText('33% · high risk', { exact: false })).not.toBeInTheDocument();
  });

  it('colours the projection as SPEC does: green when compliant, yellow above 70 %, else red (70 % itself too)', async () => {
    const scored = (id: string, controlRef: string, projection: Parameters<typeof buildProjection>[0]) =>
      buildItem({ id, controlRef }, '', { status: 'partially_implemented', projection: buildProjection(projection) });
    renderQuestionnaire([
      scored('q-green', 'A.5.1', { complianceLevel: 0.9, compliant: true, riskLevel: 'low' }),
      scored('q-yellow', 'A.5.2', { complianceLevel: 0.71, riskLevel: 'medium' }),
      scored('q-red', 'A.5.3', { complianceLevel: 0.7, riskLevel: 'medium' }),
      scored('q-low', 'A.5.4', { complianceLevel: 0.69, riskLevel: 'high' }),
    ]);
    expect(await screen.findByText('90% · low risk', { exact: false })).toHaveStyle({ color: palette.success });
    expect(screen.getByText('71% · medium risk', { exact: false })).toHaveStyle({ color: palette.caution });
    expect(screen.getByText('70% · medium risk', { exact: false })).toHaveStyle({ color: palette.danger });
    expect(screen.getByText('69% · high risk', { exact: false })).toHaveStyle({ color: palette.danger });
    // A status without text is an answer.
    expect(screen.getByText('Completion: 4/4 questions')).toBeInTheDocument();
  });

  it('keeps the status and the element states as a draft until it is saved or cancelled', async () => {
    renderQuestionnaire([aiAccess()]);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Edit Answer' }));
    await choose(within(row()).getByRole('radio', { name: 'Planned' }));
    await choose(within(stateOf('Access rights are reviewed periodically')).getByRole('radio', { name: 'Missing' }));
    expect(readDraft('3', 'a-5-18')).toMatchObject({ status: 'planned', elements: { 'periodic-review': 'missing' } });

    cleanup();
    renderQuestionnaire([aiAccess()]);
    await screen.findByRole('article', { name: 'Question A.5.18' });
    expect(await within(row()).findByRole('radio', { name: 'Planned' })).toBeChecked();
    expect(within(stateOf('Access rights are reviewed periodically')).getByRole('radio', { name: 'Missing' })).toBeChecked();

    // Back to what is saved: nothing is kept.
    await choose(within(stateOf('Access rights are reviewed periodically')).getByRole('radio', { name: 'In place' }));
    await userEvent.click(within(row()).getByRole('button', { name: 'Clear status' }));
    expect(readDraft('3', 'a-5-18')).toBeNull();
  });

  it('Accept Answer confirms the AI’s text and the elements its quotes evidence', async () => {
    const save = storing(null);
    renderQuestionnaire([aiAccess()], save);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Accept Answer' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    expect(save.result).toHaveBeenCalledWith({
      input: { projectId: '3', questionId: 'a-5-18', answer: 'Access rights are reviewed every quarter.', expectedVersion: 1, elements: [{ rubricKey: 'periodic-review', state: 'in_place' }] },
    });
  });

  it('still refuses neither text nor status, and takes text alone', async () => {
    const save = storing(null);
    renderQuestionnaire([unansweredAccess()], save);
    await userEvent.click(await within(await screen.findByRole('article', { name: 'Question A.5.18' })).findByRole('button', { name: 'Answer' }));
    await userEvent.click(within(row()).getByRole('button', { name: 'Save Answer' }));
    expect(within(row()).getByText('Answer cannot be empty')).toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();

    await typeAnswer(within(row()).getByRole('textbox', { name: /^Answer for / }), 'Requests go through the service desk.');
    await userEvent.click(within(row()).getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    expect(save.result.mock.calls[0]![0]).toMatchObject({ input: { answer: 'Requests go through the service desk.', status: null } });
  });
});
