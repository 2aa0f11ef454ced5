import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GapAssessmentCreditsDocument, RunGapAssessmentDocument } from '@gap/schema/graphql';
import { graphQLError, renderWithProviders, type GraphQLMock } from '@gap/schema/web/testing';
import { GapAssessmentStep } from './gap-assessment-step';


const credits = (availableCredits: number) => ({
  request: { query: GapAssessmentCreditsDocument },
  result: { data: { credits: { __typename: 'Credits', availableCredits } } },
});
const run = (result: object) => ({ request: { query: RunGapAssessmentDocument, variables: { projectId: '7' } }, ...result });

function renderStep(mocks: GraphQLMock[]) {
  const onBusyChange = jest.fn<(busy: boolean) => void>();
  renderWithProviders(<GapAssessmentStep projectId="7" onPrevious={() => undefined} onBusyChange={onBusyChange} />, {
    mocks,
    path: '/project-assessment/7',
    route: '/project-assessment/:id',
  });
  return { onBusyChange };
}

test('without credits it offers Purchase Credits and refuses to run with the No Credits Available toast', async () => {
  const user = userEvent.setup({ delay: null });
  renderStep([credits(0)]);
  expect(await screen.findByRole('button', { name: /Purchase Credits/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Run Gap Assessment/ }));
  expect(await screen.findByText('No Credits Available')).toBeInTheDocument();
  expect(screen.getByText('You need to purchase assessment credits to run a gap assessment.')).toBeInTheDocument();
});

test('runs, locks the wizard meanwhile, shows the counts and goes to the results', async () => {
  const user = userEvent.setup({ delay: null });
  const { onBusyChange } = renderStep([
    credits(2),
    run({ result: { data: { runGapAssessment: { __typename: 'GapAssessmentResult', assessmentId: '3', findings: 30, highRisk: 4, mediumRisk: 6, lowRisk: 20 } } } }),
  ]);
  expect(await screen.findByText('2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Purchase Credits/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: /Run Gap Assessment/ }));
  expect(await screen.findByText('Route /gap-assessment/7')).toBeInTheDocument();
  expect(screen.getByText('Gap Assessment Complete')).toBeInTheDocument();
  expect(screen.getByText('Found 4 high, 6 medium and 20 low risk findings.')).toBeInTheDocument();
  expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
});

test('a refusal shows Assessment Failed with the server message and stays on the step', async () => {
  const user = userEvent.setup({ delay: null });
  renderStep([credits(1), run({ result: { errors: [graphQLError('2 questions are still unanswered.', 'CONFLICT')] } }), credits(1)]);
  expect(await screen.findByText('1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Run Gap Assessment/ }));
  expect(await screen.findByText('Assessment Failed')).toBeInTheDocument();
  expect(screen.getByText('2 questions are still unanswered.')).toBeInTheDocument();
  expect(screen.queryByText(/^Route /)).toBeNull();
});
