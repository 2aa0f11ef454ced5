import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gapMessages } from '@gap/schema';
import { SetAnswerApplicabilityDocument } from '@gap/schema/graphql';
import { renderWithProviders } from '@gap/schema/web/testing';
import { NotApplicableChoice } from './not-applicable-choice';


const variables = { projectId: '3', questionId: 'a-7-4', applicability: 'not_applicable', reason: 'No premises' };
const saved = {
  __typename: 'AssessmentAnswer',
  id: '5',
  questionId: 'a-7-4',
  answer: '',
  source: 'manual',
  documentId: null,
  documentName: null,
  documentPage: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  applicability: 'not_applicable',
  notApplicableReason: 'No premises',
};

test('an Annex A control is marked not applicable with a reason; a missing reason is refused first', async () => {
  const user = userEvent.setup({ delay: null });
  const mutation = jest.fn(() => ({ data: { setAnswerApplicability: saved } }));
  renderWithProviders(<NotApplicableChoice question={{ id: 'a-7-4', controlRef: 'A.7.4' }} answer={null} />, {
    path: '/project-assessment/3',
    route: '/project-assessment/:id',
    mocks: [{ request: { query: SetAnswerApplicabilityDocument, variables }, result: mutation }],
  });
  await user.click(screen.getByRole('button', { name: 'N/A' }));
  await user.click(await screen.findByRole('button', { name: 'Mark Not Applicable' }));
  expect(screen.getByText(gapMessages.reasonRequired)).toBeInTheDocument();
  expect(mutation).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Reason for exclusion'), 'No premises');
  await user.click(screen.getByRole('button', { name: 'Mark Not Applicable' }));
  await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
});

test('an excluded control shows its reason and can be made applicable again', () => {
  renderWithProviders(<NotApplicableChoice question={{ id: 'a-7-4', controlRef: 'A.7.4' }} answer={saved as never} />, {
    path: '/project-assessment/3',
    route: '/project-assessment/:id',
  });
  expect(screen.getByText('Not Applicable')).toBeInTheDocument();
  expect(screen.getByText('No premises')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark Applicable' })).toBeInTheDocument();
});

test('a clause item cannot be excluded: the choice is disabled', () => {
  renderWithProviders(<NotApplicableChoice question={{ id: 'c-6-1-2', controlRef: '6.1.2' }} answer={null} />);
  expect(screen.getByRole('button', { name: 'N/A' })).toBeDisabled();
});

test('from the keyboard: Enter on N/A puts the focus in the reason, what is typed lands there, Escape returns to N/A', async () => {
  const user = userEvent.setup({ delay: null });
  const mutation = jest.fn(() => ({ data: { setAnswerApplicability: saved } }));
  renderWithProviders(
    <>
      <NotApplicableChoice question={{ id: 'a-7-4', controlRef: 'A.7.4' }} answer={null} />
      <button type="button">Run AI Analysis Again</button>
    </>,
    {
      path: '/project-assessment/3',
      route: '/project-assessment/:id',
      mocks: [{ request: { query: SetAnswerApplicabilityDocument, variables }, result: mutation }],
    },
  );
  const choice = screen.getByRole('button', { name: 'N/A' });
  choice.focus();
  await user.keyboard('{Enter}');
  const reason = await screen.findByLabelText('Reason for exclusion');
  await waitFor(() => expect(reason).toHaveFocus());
  await user.keyboard('Not relevant here');
  expect(reason).toHaveValue('Not relevant here');
  expect(screen.getByRole('button', { name: 'Run AI Analysis Again' })).not.toHaveFocus();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(choice).toHaveFocus());
  expect(choice).toHaveAttribute('aria-expanded', 'false');
  expect(mutation).not.toHaveBeenCalled();
});
