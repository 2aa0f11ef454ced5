import { ApolloLink } from '@apollo/client';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssessmentAnswersDocument, DocumentsDocument, ProjectDocument, QuestionCountDocument, SetProjectTestTypeDocument, StartAnalysisRunDocument, TestTypesDocument } from '@gap/schema/graphql';
import { type GraphQLMock, graphQLError, MockSubscriptionLink, renderWithProviders } from '@gap/schema/web/testing';
import { resubscribe } from '@/features/analysis/api/follow-run';
import { buildRun, cancelRunMock, progressEvent, projectAnalysisMock, startRefusedMock, startRunMock } from '@/features/analysis/testing/analysis-mocks';
import { buildDocument, buildProject } from '@/testing/factories';
import { ProjectAssessmentRoute } from './project-assessment';

/** The wizard's own reads (project with a test type, one document, test types, questionnaire), answered as often as asked. */
const wizardMocks = ({ testType = 'Annex A' as string | null, documents = [buildDocument()] } = {}): GraphQLMock[] => [
  { request: { query: ProjectDocument, variables: { id: '7' } }, result: { data: { project: buildProject({ id: '7', name: 'ISMS readiness', testType }) } }, maxUsageCount: 10 },
  { request: { query: DocumentsDocument, variables: { projectId: '7' } }, result: { data: { documents } }, maxUsageCount: 10 },
  { request: { query: TestTypesDocument }, result: { data: { testTypes: ['Annex A'] } }, maxUsageCount: 10 },
  { request: { query: QuestionCountDocument, variables: { testType: 'Annex A' } }, result: { data: { questions: [] } }, maxUsageCount: 10 },
  { request: { query: AssessmentAnswersDocument, variables: { projectId: '7', testType: 'Annex A' } }, result: { data: { assessmentAnswers: [] } }, maxUsageCount: 10 },
];

/** The runProgress subscription: each test pushes its events (and sees whether one was opened). */
let runs: MockSubscriptionLink;

/** The project's changes (projectChanges), followed by the page all along: kept apart from the run's. */
const projectChanges = (operation: ApolloLink.Operation) => operation.operationName === 'QuestionnaireProjectChanges';

const renderWizard = (path: string, mocks: GraphQLMock[], wizard = wizardMocks()) =>
  renderWithProviders(<ProjectAssessmentRoute />, {
    path,
    route: '/project-assessment/:id',
    mocks: [...wizard, ...mocks],
    subscriptions: ApolloLink.split(projectChanges, new MockSubscriptionLink(), runs),
  });
/** Start AI Analysis once the documents are known (it waits for a document with text). */
const enabledStart = async () => {
  const start = await screen.findByRole('button', { name: /Start AI Analysis/ });
  await waitFor(() => expect(start).toBeEnabled());
  return start;
};

/** Waits until the page follows run 41 over the subscription. */
const followed = () => waitFor(() => expect(runs.operation?.variables).toEqual({ runId: '41' }));
/** Pushes one event (the mock link delivers it on a timer) and lets the page render it. */
const deliver = (send: () => void) =>
  act(async () => {
    send();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const push = (type: Parameters<typeof progressEvent>[0], run: ReturnType<typeof buildRun>) =>
  deliver(() => runs.simulateResult(progressEvent(type, run), ['completed', 'cancelled', 'failed'].includes(type)));

const tab = (name: string) => screen.getByRole('tab', { name });

// Each test renders the whole wizard (antd tabs, forms, lists): slow on a busy machine.

describe('AI analysis in the wizard', () => {
  const defaultDelays = resubscribe.delaysMs;
  beforeEach(() => {
    runs = new MockSubscriptionLink();
    resubscribe.delaysMs = defaultDelays;
  });

  it("starts from the documents tab, shows live progress with tabs locked, then toasts and moves to the manual tab", async () => {
    renderWizard('/project-assessment/7?tab=documents', [projectAnalysisMock(null, 1, 5), startRunMock()]);
    await screen.findByText(/policy-/);
    fireEvent.click(screen.getByRole('button', { name: /Start AI Analysis/ }));
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');

    await followed();
    await push('progress', buildRun({ status: 'running', processed: 20, succeeded: 8, skipped: 12, percent: 21.5, currentQuestion: { id: 'a-5-15', controlRef: 'A.5.15', title: 'Access control' } }));
    const panel = screen.getByLabelText('Analysis progress');
    expect(within(panel).getByText('Running')).toBeInTheDocument();
    expect(within(panel).getByText('21%')).toBeInTheDocument();
    expect(within(panel).getByText('93')).toBeInTheDocument();
    expect(within(panel).getByText('20')).toBeInTheDocument();
    expect(within(panel).getByText('8')).toBeInTheDocument();
    expect(within(panel).getByText('12')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Current question')).toHaveTextContent('AnalysingA.5.15Access control');
    // Busy: every other tab, back and next are locked; the start button too.
    for (const name of ['Details', 'Documents', 'Manual Answers', 'Gap Assessment']) expect(tab(name)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next: Manual Answers/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();
    expect(screen.getByText('4 of 5 analysis runs left')).toBeInTheDocument();

    // The terminal event, then the server ends the subscription: no Connection Error for that.
    await push('completed', buildRun({ status: 'completed', processed: 93, succeeded: 40, skipped: 53, percent: 100 }));
    expect(await screen.findByText('AI Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('Found answers to 40 out of 93 questions.')).toBeInTheDocument();
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    await waitFor(() => expect(tab('Manual Answers')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Details')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('cancels a run: the Cancel button asks the server, the cancelled event toasts and resets the progress', async () => {
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null), startRunMock(), cancelRunMock()]);
    fireEvent.click(await enabledStart());
    await followed();
    await push('progress', buildRun({ status: 'running', processed: 5, percent: 5 }));
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    await push('cancelled', buildRun({ status: 'cancelled', processed: 6, percent: 6 }));
    expect(await screen.findByText('Analysis Cancelled')).toBeInTheDocument();
    expect(screen.getByText('The assessment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Analysis progress')).not.toBeInTheDocument();
    expect(tab('Details')).not.toHaveAttribute('aria-disabled', 'true');
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the run again when the subscription drops (a proxy restart), from the state the server sends first', async () => {
    resubscribe.delaysMs = [20, 20];
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(buildRun({ status: 'running', processed: 30, percent: 32 }))]);
    await followed();
    const first = runs.operation;
    await deliver(() => runs.simulateResult({ error: new Error('Socket closed') }));
    // A new subscription, no error shown meanwhile; its first event is the run's current state.
    await waitFor(() => expect(runs.operation).not.toBe(first));
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    await push('progress', buildRun({ status: 'running', processed: 50, percent: 54 }));
    expect(within(screen.getByLabelText('Analysis progress')).getByText('54%')).toBeInTheDocument();
  });

  it('reattaches after a reload to the run still running, and toasts Connection Error when the subscription drops for good', async () => {
    resubscribe.delaysMs = [];
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(buildRun({ status: 'running', processed: 30, percent: 32 }))]);
    await followed();
    expect(within(screen.getByLabelText('Analysis progress')).getByText('32%')).toBeInTheDocument();
    expect(tab('Details')).toHaveAttribute('aria-disabled', 'true');

    await deliver(() => runs.simulateResult({ error: new Error('Socket closed') }));
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Lost connection to progress updates. The analysis may still be running in the background.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Analysis progress')).not.toBeInTheDocument();
    expect(tab('Details')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("toasts 'Analysis Failed' with the server's reason when a run cannot start", async () => {
    const reason = 'This project has used its AI analysis allowance (5 of 5 runs).';
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null, 4, 5), startRefusedMock(reason)]);
    fireEvent.click(await enabledStart());
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(runs.operation).toBeUndefined();
  });

  it('a start refused for want of documents with text is a notice titled No documents to analyse, not a failure', async () => {
    const reason = 'Upload at least one document before running the AI analysis.';
    const refused: GraphQLMock = {
      request: { query: StartAnalysisRunDocument, variables: { projectId: '7', testType: 'Annex A' } },
      result: { errors: [graphQLError(reason, 'BAD_USER_INPUT')] },
    };
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null, 1, 5), refused]);
    fireEvent.click(await enabledStart());
    expect(await screen.findByText('No documents to analyse')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Analysis Failed')).toBeNull();
  });

  it('shows that no runs are left and keeps Start disabled', async () => {
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null, 5, 5)]);
    expect(await screen.findByText(/No analysis runs left \(5 of 5 used\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();
  });

  it("'Run AI Analysis Again' asks first, saying manual answers are kept, then starts a run on the analysis tab", async () => {
    renderWizard('/project-assessment/7?tab=manual', [projectAnalysisMock(null), startRunMock()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Run AI Analysis Again' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your manual answers are kept/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run AI Analysis' }));
    await followed();
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
  });

  it('choosing a test type only stores it: the run starts with the deliberate Start AI Analysis click', async () => {
    const stored = jest.fn(() => ({ data: { setProjectTestType: { __typename: 'Project', id: '7', testType: 'Annex A', status: 'not_started', progress: 0 } } }));
    const started = jest.fn(() => ({ data: { startAnalysisRun: { __typename: 'AnalysisRunStart', run: buildRun() } } }));
    renderWizard(
      '/project-assessment/7?tab=documents',
      [
        projectAnalysisMock(null),
        { request: { query: SetProjectTestTypeDocument, variables: { projectId: '7', testType: 'Annex A' } }, result: stored },
        { request: { query: StartAnalysisRunDocument, variables: { projectId: '7', testType: 'Annex A' } }, result: started },
      ],
      wizardMocks({ testType: null }),
    );
    await screen.findByText(/policy-/);
    // Without a test type the documents tab's Start only goes to the analysis tab.
    fireEvent.click(screen.getByRole('button', { name: /Start AI Analysis/ }));
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Test type' })).toBeEnabled());
    await user.click(screen.getByRole('combobox', { name: 'Test type' }));
    await user.click(await screen.findByTitle('Annex A'));
    await waitFor(() => expect(stored).toHaveBeenCalledTimes(1));
    const start = await enabledStart();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(started).not.toHaveBeenCalled();
    expect(runs.operation).toBeUndefined();
    await user.click(start);
    await followed();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('waits with Start while a newly chosen test type is stored, then starts a run of the new type', async () => {
    const stored = jest.fn(() => ({ data: { setProjectTestType: { __typename: 'Project', id: '7', testType: 'Clauses', status: 'not_started', progress: 0 } } }));
    const started = jest.fn(() => ({ data: { startAnalysisRun: { __typename: 'AnalysisRunStart', run: buildRun() } } }));
    const wizard = wizardMocks().map((mock) =>
      mock.request.query === TestTypesDocument ? { ...mock, result: { data: { testTypes: ['Annex A', 'Clauses'] } } } : mock,
    );
    renderWizard(
      '/project-assessment/7?tab=analysis',
      [
        projectAnalysisMock(null),
        { request: { query: QuestionCountDocument, variables: { testType: 'Clauses' } }, result: { data: { questions: [] } }, maxUsageCount: 10 },
        { request: { query: SetProjectTestTypeDocument, variables: { projectId: '7', testType: 'Clauses' } }, result: stored, delay: 400 },
        { request: { query: StartAnalysisRunDocument, variables: { projectId: '7', testType: 'Clauses' } }, result: started },
      ],
      wizard,
    );
    const start = await enabledStart();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Test type' }));
    await user.click(await screen.findByTitle('Clauses'));
    // Stored only after 400 ms: meanwhile Start would start a run of Annex A, so it waits.
    expect(start).toBeDisabled();
    await waitFor(() => expect(stored).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    await followed();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('keeps Start disabled with the reason while no document has text', async () => {
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null)], wizardMocks({ documents: [buildDocument({ textStatus: 'no_text' })] }));
    expect(await screen.findByText(/Upload a document with readable text/)).toBeInTheDocument();
    const start = screen.getByRole('button', { name: /Start AI Analysis/ });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/Upload a document with readable text/);
  });

  it("from the keyboard 'Run AI Analysis Again' opens its question on Cancel: Enter starts nothing", async () => {
    const started = jest.fn(() => ({ data: { startAnalysisRun: { __typename: 'AnalysisRunStart', run: buildRun() } } }));
    renderWizard('/project-assessment/7?tab=manual', [
      projectAnalysisMock(null),
      { request: { query: StartAnalysisRunDocument, variables: { projectId: '7', testType: 'Annex A' } }, result: started },
    ]);
    const again = await screen.findByRole('button', { name: 'Run AI Analysis Again' });
    again.focus();
    const user = userEvent.setup({ delay: null });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(started).not.toHaveBeenCalled();
    expect(tab('Manual Answers')).toHaveAttribute('aria-selected', 'true');
  });
});
