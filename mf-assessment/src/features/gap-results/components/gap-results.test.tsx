import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { scoringRule } from '@gap/schema';
import { GapResultsDocument, type GapResultsQuery } from '@gap/schema/graphql';
import { graphQLError, renderWithProviders, setViewportWidth } from '@gap/schema/web/testing';
import type { Finding } from '../api/types';
import { GapResults } from './gap-results';


const finding = (n: number, over: Partial<Finding> = {}): Finding => ({
  __typename: 'GapFinding',
  id: String(n),
  assessmentId: '1',
  questionId: `a-5-${n}`,
  question: { __typename: 'FindingQuestion', controlRef: `A.5.${n}`, title: `Control ${n}`, category: n % 2 ? 'Organizational controls' : 'People controls' },
  finding: `Finding text ${n}`,
  riskLevel: n % 3 === 0 ? 'high' : n % 3 === 1 ? 'medium' : 'low',
  complianceLevel: n / 20,
  compliant: n / 20 >= 0.7,
  missing: [],
  recommendation: `Recommendation ${n}`,
  bestPractices: n === 1 ? 'Keep it short' : '',
  implementationGuidance: '',
  sources: [],
  answer: {
    __typename: 'AssessedAnswer',
    text: `Answer ${n}`,
    source: 'ai',
    // One sentence evidencing two rubric elements.
    evidence: ['k', 'k2'].map((rubricKey) => ({ __typename: 'AnswerEvidence', documentId: '9', documentName: 'Policy.pdf', page: 3, section: null, quote: `Quote for control ${n}`, rubricKey })),
  },
  ...over,
}) as Finding;

function mock(findings: Finding[], history = 1) {
  const result: GapResultsQuery = {
    project: { id: '7', name: 'Acme ISMS', status: 'completed' },
    gapAssessments: Array.from({ length: history }, (_, i) => ({
      __typename: 'GapAssessmentSummary' as const,
      assessmentId: String(history - i),
      createdAt: '2026-11-24T10:00:00.000Z',
      testType: 'x',
      highRisk: findings.filter((f) => f.riskLevel === 'high').length,
      mediumRisk: 4,
      lowRisk: 5,
      averageCompliance: 0.5,
      notApplicable: 0,
    })),
    gapFindings: findings,
  };
  return [{ request: { query: GapResultsDocument, variables: { projectId: '7', assessmentId: null } }, result: { data: result } }];
}

const renderPage = (findings: Finding[], history = 1) => renderWithProviders(<GapResults projectId="7" />, { mocks: mock(findings, history) });

const rows = () => screen.getAllByRole('row').slice(1).filter((r) => !r.classList.contains('ant-table-expanded-row') && within(r).queryByText(/^A\.5\./));
const controls = () => rows().map((r) => within(r).getByText(/^A\.5\.\d+$/).textContent);
/** The table's header (a sticky table keeps a hidden copy of its titles to measure the columns). */
const header = () => within(document.querySelector<HTMLElement>('.ant-table-header')!);

test('shows the title, risk counts and 10 one-line rows a page with up to 5 page buttons: control and title, finding, risk, compliance', async () => {
  renderPage(Array.from({ length: 60 }, (_, i) => finding(i + 1)));
  expect(await screen.findByRole('heading', { name: 'Gap Assessment: Acme ISMS' })).toBeInTheDocument();
  expect(screen.getByText('High Risk')).toBeInTheDocument();
  expect(rows()).toHaveLength(10);
  expect(screen.getAllByRole('listitem').filter((li) => li.className.includes('ant-pagination-item ')).length).toBeLessThanOrEqual(5);
  expect(rows()[0]).toHaveTextContent(/^A\.5\.1 Control 1Finding text 1MEDIUM5% Gap$/);
  expect(screen.getAllByText(/\d+% (Compliant|Gap)/).length).toBe(10);
  // The recommendation and its boxes wait in the opened row.
  expect(screen.queryByText('Best Practices')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeInTheDocument();
});

test('filters by risk and category, searches, and offers Show All Findings when nothing matches', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(Array.from({ length: 12 }, (_, i) => finding(i + 1)));
  await screen.findByRole('heading', { name: 'Gap Assessment: Acme ISMS' });
  const search = screen.getByPlaceholderText('Search findings...');
  fireEvent.change(search, { target: { value: 'Finding text 1' } });
  expect(controls()).toEqual(['A.5.1', 'A.5.10', 'A.5.11', 'A.5.12']);
  fireEvent.change(search, { target: { value: 'zzz' } });
  expect(screen.getByText('No findings match your criteria')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show All Findings' }));
  expect(rows()).toHaveLength(10);

  await user.click(screen.getByLabelText('Risk filter'));
  await user.click(await screen.findByTitle('High'));
  await waitFor(() => expect(controls()).toEqual(['A.5.3', 'A.5.6', 'A.5.9', 'A.5.12']));
  await user.click(screen.getByLabelText('Category filter'));
  await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="People controls"]')).not.toBeNull());
  await user.click(document.querySelector('.ant-select-item-option[title="People controls"]')!);
  await waitFor(() => expect(controls()).toEqual(['A.5.6', 'A.5.12']));
});

test('sorts by control in reference order and by compliance', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage([finding(10), finding(2), finding(1)]);
  await screen.findByRole('heading', { name: 'Gap Assessment: Acme ISMS' });
  await user.click(header().getByText('Control'));
  expect(controls()).toEqual(['A.5.1', 'A.5.2', 'A.5.10']);
  await user.click(header().getByText('Compliance'));
  expect(controls()).toEqual(['A.5.1', 'A.5.2', 'A.5.10']);
  await user.click(header().getByText('Compliance'));
  expect(controls()).toEqual(['A.5.10', 'A.5.2', 'A.5.1']);
});

test('opens a row to the finding, its recommendation with the Best Practices and Implementation boxes, and the answer with its evidence quote once', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage([finding(4, { bestPractices: 'Keep it short', implementationGuidance: 'Roll it out' })]);
  await screen.findByRole('heading', { name: 'Gap Assessment: Acme ISMS' });
  await user.click(screen.getByRole('button', { name: /expand row/i }));
  const detail = within(await screen.findByRole('region', { name: 'A.5.4 Control 4' }));
  expect(detail.getByText('People controls')).toBeInTheDocument();
  expect(detail.getByText('Finding text 4')).toBeInTheDocument();
  expect(detail.getByText('Recommendation 4')).toBeInTheDocument();
  expect(detail.getByText('Best Practices').closest('.ant-alert')).toHaveTextContent('Keep it short');
  expect(detail.getByText('Implementation').closest('.ant-alert')).toHaveTextContent('Roll it out');
  expect(detail.getAllByText('“Quote for control 4”')).toHaveLength(1);
  expect(detail.getByText('Policy.pdf, page 3')).toBeInTheDocument();
});

test("a finding's evidence opens its document at the page; a crawled source opens in a new tab, an uploaded one is named", async () => {
  const user = userEvent.setup({ delay: null });
  const sources = [
    { __typename: 'FindingSource', title: 'ISO 27002 guide', url: 'https://docs.example.org/iso27002', section: 'Access control' },
    { __typename: 'FindingSource', title: 'Internal handbook', url: 'handbook.md', section: null },
  ];
  renderWithProviders(<GapResults projectId="7" />, { mocks: mock([finding(4, { sources } as Partial<Finding>)]), path: '/gap-assessment/7', route: '/gap-assessment/:id' });
  await screen.findByRole('heading', { name: 'Gap Assessment: Acme ISMS' });
  await user.click(screen.getByRole('button', { name: /expand row/i }));
  const evidence = await screen.findByRole('link', { name: 'Policy.pdf, page 3' });
  expect(evidence).toHaveAttribute('href', '/projects/7/documents/9?page=3&quote=Quote+for+control+4');
  const guide = screen.getByRole('link', { name: 'ISO 27002 guide' });
  expect(guide).toHaveAttribute('href', 'https://docs.example.org/iso27002');
  expect(guide).toHaveAttribute('target', '_blank');
  expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByText('Internal handbook')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Internal handbook' })).not.toBeInTheDocument();

  await user.click(evidence);
  expect(await screen.findByText('Route /projects/7/documents/9?page=3&quote=Quote+for+control+4')).toBeInTheDocument();
});

test('without findings says to run a gap assessment first', async () => {
  renderPage([], 0);
  expect(await screen.findByText('No findings have been generated yet. Run a gap assessment first.')).toBeInTheDocument();
});

test('below 768 px shows a short card per finding, its Details opening the same detail', async () => {
  setViewportWidth(390);
  const user = userEvent.setup({ delay: null });
  renderPage([finding(1), finding(2)]);
  const cards = await screen.findAllByTestId('finding-card');
  expect(cards.map((card) => card.textContent)).toEqual(['A.5.1 Control 1MEDIUM5% GapFinding text 1Details', 'A.5.2 Control 2LOW10% GapFinding text 2Details']);
  expect(document.querySelector('.ant-table-row')).toBeNull();
  const details = within(cards[0]!).getByRole('button', { name: 'Details' });
  await user.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  expect(within(screen.getByRole('region', { name: 'A.5.1 Control 1' })).getByText('Keep it short')).toBeInTheDocument();
});

test('headlines the compliance with the assessment date, and the description states the scoring rule', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage([finding(1)]);
  expect(await screen.findByText('Compliance · assessed Nov 24, 2026')).toBeInTheDocument();
  expect(screen.getByText('Compliance · assessed Nov 24, 2026').closest('.ant-statistic')).toHaveTextContent('50%');
  await user.click(screen.getByRole('button', { name: /About this assessment/ }));
  for (const line of scoringRule) expect(await screen.findByText(line)).toBeInTheDocument();
});

test("another user's project (404) says it was not found and leads back to the projects, with no Retry", async () => {
  const notFound = [{ request: { query: GapResultsDocument, variables: { projectId: '7', assessmentId: null } }, result: { errors: [graphQLError('Project not found', 'NOT_FOUND')] } }];
  renderWithProviders(
    <Routes>
      <Route path="/gap-assessment/:id" element={<GapResults projectId="7" />} />
      <Route path="/projects" element={<p>projects page</p>} />
    </Routes>,
    { mocks: notFound, path: '/gap-assessment/7' },
  );
  expect(await screen.findByText('Project not found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Back to Projects' }));
  expect(screen.getByText('projects page')).toBeInTheDocument();
});
