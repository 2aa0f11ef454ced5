import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gapMessages } from '@gap/schema';
import { GapAssessmentCreditsDocument, GapPreviewDocument, RunGapAssessmentDocument } from '@gap/schema/graphql';
import { graphQLError, renderWithProviders, type GraphQLMock } from '@gap/schema/web/testing';
import { GapAssessmentStep } from './gap-assessment-step';

const credits = (availableCredits: number) => ({
  request: { query: GapAssessmentCreditsDocument },
  result: { data: { credits: { __typename: 'Credits', availableCredits } } },
});
const preview = (over: { unanswered?: number; currentAssessmentId?: string | null } = {}) => ({
  request: { query: GapPreviewDocument, variables: { projectId: '7' } },
  result: {
    data: {
      gapPreview: { __typename: 'GapPreview', highRisk: 3, mediumRisk: 5, lowRisk: 22, averageCompliance: 0.734, unanswered: 0, currentAssessmentId: null, ...over },
    },
  },
});
const run = (result: object) => ({ request: { query: RunGapAssessmentDocument, variables: { projectId: '7' } }, ...result });

function renderStep(mocks: GraphQLMock[]) {
  const onBusyChange = jest.fn<(busy: boolean) => void>();
  renderWithProviders(<GapAssessmentStep projectId="7" projectName="ISMS 2026" onPrevious={() => undefined} onBusyChange={onBusyChange} />, {
    mocks,
    path: '/project-assessment/7',
    route: '/project-assessment/:id',
  });
  return { onBusyChange };
}

const runButton = () => screen.getByRole('button', { name: /Run Gap Assessment/ });

test('shows the free preview: projected risk counts and overall compliance', async () => {
  renderStep([credits(1), preview()]);
  const counts = await screen.findByRole('group', { name: 'Projected findings by risk' });
  expect(within(counts).getByText('High risk').closest('.ant-statistic')).toHaveTextContent('3');
  expect(within(counts).getByText('Low risk').closest('.ant-statistic')).toHaveTextContent('22');
  expect(within(counts).getByText('Projected compliance').closest('.ant-statistic')).toHaveTextContent('73%');
});

test('without credits Run is disabled with the reason, and Purchase Credits is offered', async () => {
  renderStep([credits(0), preview()]);
  expect(await screen.findByRole('button', { name: /Purchase Credits/ })).toBeInTheDocument();
  expect(runButton()).toBeDisabled();
  expect(screen.getByText('No Credits Available: You need to purchase assessment credits to run a gap assessment.')).toBeInTheDocument();
});

test('with questions unanswered Run is disabled with the count', async () => {
  renderStep([credits(3), preview({ unanswered: 104 })]);
  expect(await screen.findByText(/104 questions are still unanswered/)).toBeInTheDocument();
  expect(runButton()).toBeDisabled();
});

test('asks before spending: the confirmation names the project, the cost and the balance left; Cancel runs nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderStep([credits(2), preview()]);
  await screen.findByRole('group', { name: 'Projected findings by risk' });
  await user.click(runButton());
  const dialog = await screen.findByRole('dialog', { name: 'Run the gap assessment?' });
  expect(dialog).toHaveTextContent('ISMS 2026');
  expect(dialog).toHaveTextContent('1 credit');
  expect(within(dialog).getByText('Credits left afterwards').closest('tr')).toHaveTextContent('1');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText(/^Route /)).toBeNull();
});

test('from the keyboard the confirmation opens on Cancel: Enter spends nothing and the focus returns to Run', async () => {
  const user = userEvent.setup({ delay: null });
  const ran = jest.fn(() => ({ data: null }));
  renderStep([credits(2), preview(), run({ result: ran })]);
  await screen.findByRole('group', { name: 'Projected findings by risk' });
  await waitFor(() => expect(runButton()).toBeEnabled());
  runButton().focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Run the gap assessment?' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(runButton()).toHaveFocus());
  expect(ran).not.toHaveBeenCalled();
});

test('runs once confirmed, locks the wizard meanwhile, shows the counts and goes to the results', async () => {
  const user = userEvent.setup({ delay: null });
  const { onBusyChange } = renderStep([
    credits(2),
    preview(),
    run({ result: { data: { runGapAssessment: { __typename: 'GapAssessmentResult', assessmentId: '3', findings: 30, highRisk: 4, mediumRisk: 6, lowRisk: 20 } } } }),
  ]);
  await screen.findByRole('group', { name: 'Projected findings by risk' });
  await user.click(runButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend 1 credit and run' }));
  expect(await screen.findByText('Route /gap-assessment/7')).toBeInTheDocument();
  expect(screen.getByText('Gap Assessment Complete')).toBeInTheDocument();
  expect(screen.getByText('Found 4 high, 6 medium and 20 low risk findings.')).toBeInTheDocument();
  expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
});

test('answers already assessed: View report instead of Run, saying a re-run would change nothing', async () => {
  const user = userEvent.setup({ delay: null });
  renderStep([credits(2), preview({ currentAssessmentId: '9' })]);
  expect(await screen.findByText(/Running it again would cost nothing and change nothing/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Run Gap Assessment/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: /View report/ }));
  expect(await screen.findByText('Route /gap-assessment/7')).toBeInTheDocument();
});

test('a refusal shows Assessment Failed with the server message and stays on the step', async () => {
  const user = userEvent.setup({ delay: null });
  renderStep([credits(1), preview(), run({ result: { errors: [graphQLError('The answers changed while the gap assessment was being prepared.', 'CONFLICT')] } }), credits(1), preview()]);
  await screen.findByRole('group', { name: 'Projected findings by risk' });
  await user.click(runButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend 1 credit and run' }));
  expect(await screen.findByText('Assessment Failed')).toBeInTheDocument();
  expect(screen.getByText('The answers changed while the gap assessment was being prepared.')).toBeInTheDocument();
  expect(screen.queryByText(/^Route /)).toBeNull();
});

test('unchanged answers (assessed meanwhile) is a notice, not a failure: the step then offers the report', async () => {
  const user = userEvent.setup({ delay: null });
  renderStep([credits(1), preview(), run({ result: { errors: [graphQLError(gapMessages.alreadyAssessed, 'CONFLICT')] } }), credits(1), preview({ currentAssessmentId: '9' })]);
  await screen.findByRole('group', { name: 'Projected findings by risk' });
  await user.click(runButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spend 1 credit and run' }));
  expect(await screen.findByText('Nothing changed since the last assessment')).toBeInTheDocument();
  expect(screen.getByText(gapMessages.alreadyAssessed)).toBeInTheDocument();
  expect(screen.queryByText('Assessment Failed')).toBeNull();
  expect(await screen.findByRole('button', { name: /View report/ })).toBeInTheDocument();
});
