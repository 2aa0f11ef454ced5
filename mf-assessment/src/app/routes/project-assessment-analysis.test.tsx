import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AssessmentAnswersDocument, DocumentsDocument, ProjectDocument, QuestionCountDocument, TestTypesDocument } from '@gap/schema/graphql';
import { type GraphQLMock, renderWithProviders } from '@gap/schema/web/testing';
import { buildRun, cancelRunMock, projectAnalysisMock, startRefusedMock, startRunMock, streamTokenMock } from '@/features/analysis/testing/analysis-mocks';
import { buildDocument, buildProject } from '@/testing/factories';
import { FakeEventSource } from '@/testing/fake-event-source';
import { ProjectAssessmentRoute } from './project-assessment';

/** The wizard's own reads (project with a test type, one document, test types, questionnaire), answered as often as asked. */
const wizardMocks = (): GraphQLMock[] => [
  { request: { query: ProjectDocument, variables: { id: '7' } }, result: { data: { project: buildProject({ id: '7', name: 'ISMS readiness', testType: 'Annex A' }) } }, maxUsageCount: 10 },
  { request: { query: DocumentsDocument, variables: { projectId: '7' } }, result: { data: { documents: [buildDocument()] } }, maxUsageCount: 10 },
  { request: { query: TestTypesDocument }, result: { data: { testTypes: ['Annex A'] } }, maxUsageCount: 10 },
  { request: { query: QuestionCountDocument, variables: { testType: 'Annex A' } }, result: { data: { questions: [] } }, maxUsageCount: 10 },
  { request: { query: AssessmentAnswersDocument, variables: { projectId: '7', testType: 'Annex A' } }, result: { data: { assessmentAnswers: [] } }, maxUsageCount: 10 },
];

const renderWizard = (path: string, mocks: GraphQLMock[]) =>
  renderWithProviders(<ProjectAssessmentRoute />, { path, route: '/project-assessment/:id', mocks: [...wizardMocks(), ...mocks] });

const tab = (name: string) => screen.getByRole('tab', { name });
const streamRun = (overrides: Parameters<typeof buildRun>[0]) => ({ ...buildRun(overrides), runId: 41, projectId: 7 });

// Each test renders the whole wizard (antd tabs, forms, lists): slow on a busy machine.
jest.setTimeout(60_000);

describe('AI analysis in the wizard', () => {
  beforeEach(() => FakeEventSource.install());

  it("starts from the documents tab, shows live progress with tabs locked, then toasts and moves to the manual tab", async () => {
    renderWizard('/project-assessment/7?tab=documents', [projectAnalysisMock(null, 1, 5), startRunMock()]);
    await screen.findByText(/policy-/);
    fireEvent.click(screen.getByRole('button', { name: /Start AI Analysis/ }));
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.latest().url).toBe('http://localhost/api/runs/41/stream?token=stream-token-1');
    act(() =>
      FakeEventSource.latest().emit('progress', streamRun({ status: 'running', processed: 20, succeeded: 8, skipped: 12, percent: 21.5, currentQuestion: { id: 'a-5-15', controlRef: 'A.5.15', title: 'Access control' } })),
    );
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

    act(() => FakeEventSource.latest().emit('completed', streamRun({ status: 'completed', processed: 93, succeeded: 40, skipped: 53, percent: 100 })));
    expect(await screen.findByText('AI Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('Found answers to 40 out of 93 questions.')).toBeInTheDocument();
    expect(FakeEventSource.latest().closed).toBe(true);
    await waitFor(() => expect(tab('Manual Answers')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('Details')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('cancels a run: the Cancel button asks the server, the cancelled event toasts and resets the progress', async () => {
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null), startRunMock(), cancelRunMock()]);
    fireEvent.click(await screen.findByRole('button', { name: /Start AI Analysis/ }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('progress', streamRun({ status: 'running', processed: 5, percent: 5 })));
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    act(() => FakeEventSource.latest().emit('cancelled', streamRun({ status: 'cancelled', processed: 6, percent: 6 })));
    expect(await screen.findByText('Analysis Cancelled')).toBeInTheDocument();
    expect(screen.getByText('The assessment was cancelled.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Analysis progress')).not.toBeInTheDocument();
    expect(tab('Details')).not.toHaveAttribute('aria-disabled', 'true');
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
  });

  it('reattaches after a reload to the run still running, and toasts Connection Error when the stream drops', async () => {
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(buildRun({ status: 'running', processed: 30, percent: 32 })), streamTokenMock()]);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.latest().url).toContain('/api/runs/41/stream?token=stream-token-2');
    expect(within(screen.getByLabelText('Analysis progress')).getByText('32%')).toBeInTheDocument();
    expect(tab('Details')).toHaveAttribute('aria-disabled', 'true');

    act(() => FakeEventSource.latest().fail());
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Lost connection to progress updates. The analysis may still be running in the background.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Analysis progress')).not.toBeInTheDocument();
    expect(tab('Details')).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("toasts 'Analysis Failed' with the server's reason when a run cannot start", async () => {
    const reason = 'This project has used its AI analysis allowance (5 of 5 runs).';
    renderWizard('/project-assessment/7?tab=analysis', [projectAnalysisMock(null, 4, 5), startRefusedMock(reason)]);
    fireEvent.click(await screen.findByRole('button', { name: /Start AI Analysis/ }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
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
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
  });
});
