import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AssessmentAnswersDocument, SaveAnswerDocument, type SaveAnswerMutationVariables } from '@gap/schema/graphql';
import { type GraphQLMock, renderWithProviders } from '@gap/schema/web/testing';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire';
import { buildAnswer, buildItem } from '@/features/questionnaire/testing/build-item';

const testType = 'ISO 27001:2022 Annex A';
const evidence = [
  { __typename: 'AnswerEvidence' as const, documentId: '12', documentName: 'backup-standard.pdf', page: 2, section: null, quote: 'Full backups of production databases are taken every night and retained for 35 days.', rubricKey: 'frequency-retention' },
  { __typename: 'AnswerEvidence' as const, documentId: '13', documentName: 'operations.docx', page: null, section: 'Operations > Backup', quote: 'Restore tests are performed quarterly and the results are recorded.', rubricKey: 'restore-tested' },
];
const rubric = [
  { __typename: 'RubricElement' as const, key: 'frequency-retention', requirement: 'Backup frequency and retention are defined', mustHave: false },
  { __typename: 'RubricElement' as const, key: 'restore-tested', requirement: 'Restores are tested regularly', mustHave: true },
];
const aiText = 'Backups run nightly and restores are tested quarterly.';
const aiItem = buildItem({ id: 'a-8-13', controlRef: 'A.8.13', text: 'How are backups taken and tested?', rubric }, aiText, {
  source: 'ai',
  documentId: '12',
  documentName: 'backup-standard.pdf',
  documentPage: 2,
  evidence,
  coverage: 0.5,
});

function renderAiAnswer(item = aiItem, route: { path?: string; route?: string } = {}) {
  const saved = jest.fn(({ input }: SaveAnswerMutationVariables) => ({ data: { saveAnswer: buildAnswer({ questionId: input.questionId, answer: input.answer ?? '' }) } }));
  const mocks: GraphQLMock[] = [
    { request: { query: AssessmentAnswersDocument, variables: { projectId: '3', testType } }, result: { data: { assessmentAnswers: [item] } } },
    { request: { query: SaveAnswerDocument, variables: () => true }, result: saved },
  ];
  renderWithProviders(<Questionnaire projectId="3" testType={testType} onStartGapAssessment={jest.fn()} onRunAnalysisAgain={jest.fn()} />, { mocks, ...route });
  return saved;
}

describe('an AI answer in the questionnaire', () => {
  it('marks its source on the row; More names its document and page, and lists its quotes with the rubric element each supports and the coverage', async () => {
    renderAiAnswer();
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    expect(within(item).getByText('AI')).toBeInTheDocument();
    expect(within(item).getByText('Source: backup-standard.pdf, page 2')).toBeInTheDocument();
    const more = within(item).getByRole('button', { name: 'More' });
    fireEvent.click(more);
    const details = within(document.getElementById(more.getAttribute('aria-controls')!)!);
    expect(details.getByText('backup-standard.pdf, page 2')).toBeInTheDocument();
    expect(within(item).getByText('Coverage 50%')).toBeInTheDocument();

    fireEvent.click(within(item).getByText('Evidence (2)'));
    const quotes = await within(item).findAllByTestId('evidence-item');
    expect(quotes).toHaveLength(2);
    expect(within(quotes[0]!).getByText('Backup frequency and retention are defined')).toBeInTheDocument();
    expect(within(quotes[0]!).getByText(`“${evidence[0]!.quote}”`)).toBeInTheDocument();
    expect(within(quotes[0]!).getByText('backup-standard.pdf, page 2')).toBeInTheDocument();
    expect(within(quotes[1]!).getByText('Restores are tested regularly')).toBeInTheDocument();
    expect(within(quotes[1]!).getByText('operations.docx, section "Operations > Backup"')).toBeInTheDocument();
  });

  it.each([
    ['openai:gpt-5-mini', 'Written by gpt-5-mini'],
    ['offline', 'Written by the offline evidence engine'],
  ])('names the engine that wrote it (%s) beside the answer, on the opened row and on hovering its AI tag', async (engine, label) => {
    renderAiAnswer(buildItem({ id: 'a-8-13', controlRef: 'A.8.13', text: 'How are backups taken and tested?', rubric }, aiText, { source: 'ai', documentId: '12', documentName: 'backup-standard.pdf', documentPage: 2, evidence, coverage: 0.5, engine }));
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    expect(within(item).getByText('AI')).toHaveAttribute('title', label);
    fireEvent.click(within(item).getByRole('button', { name: 'More' }));
    expect(within(item).getByText(label)).toBeInTheDocument();
  });

  it('names no engine for an answer written before engines were recorded', async () => {
    renderAiAnswer();
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    expect(within(item).getByText('AI')).not.toHaveAttribute('title');
    fireEvent.click(within(item).getByRole('button', { name: 'More' }));
    expect(within(item).queryByText(/^Written by/)).toBeNull();
  });

  it('shows a sentence that evidences two rubric elements once, naming both', async () => {
    const both = [evidence[0]!, { ...evidence[0]!, rubricKey: 'restore-tested' }, evidence[1]!];
    renderAiAnswer({ ...aiItem, answer: { ...aiItem.answer!, evidence: both, coverage: 1 } });
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    fireEvent.click(within(item).getByRole('button', { name: 'More' }));
    fireEvent.click(within(item).getByText('Evidence (2)'));
    const quotes = await within(item).findAllByTestId('evidence-item');
    expect(quotes).toHaveLength(2);
    expect(within(quotes[0]!).getByText('Backup frequency and retention are defined')).toBeInTheDocument();
    expect(within(quotes[0]!).getByText('Restores are tested regularly')).toBeInTheDocument();
    expect(within(item).getAllByText(`“${evidence[0]!.quote}”`)).toHaveLength(1);
    expect(within(quotes[1]!).getByText(`“${evidence[1]!.quote}”`)).toBeInTheDocument();
  });

  it('links its source and every quote to the document viewer at the cited page or section', async () => {
    renderAiAnswer(aiItem, { path: '/project-assessment/3?tab=manual', route: '/project-assessment/:id' });
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    const viewer = (documentId: string, place: string, quote: string) => `/projects/3/documents/${documentId}?${place}&quote=${encodeURIComponent(quote).replace(/%20/g, '+')}`;
    expect(within(item).getByRole('link', { name: 'Source: backup-standard.pdf, page 2' })).toHaveAttribute('href', viewer('12', 'page=2', evidence[0]!.quote));

    fireEvent.click(within(item).getByRole('button', { name: 'More' }));
    expect(within(item).getByRole('link', { name: 'backup-standard.pdf, page 2' })).toHaveAttribute('href', viewer('12', 'page=2', evidence[0]!.quote));
    fireEvent.click(within(item).getByText('Evidence (2)'));
    const quotes = await within(item).findAllByTestId('evidence-item');
    expect(within(quotes[0]!).getByRole('link', { name: 'backup-standard.pdf, page 2' })).toHaveAttribute('href', viewer('12', 'page=2', evidence[0]!.quote));
    expect(within(quotes[1]!).getByRole('link', { name: 'operations.docx, section "Operations > Backup"' })).toHaveAttribute(
      'href',
      viewer('13', 'section=Operations+%3E+Backup', evidence[1]!.quote),
    );
    // The viewer's back link returns to this tab.
    fireEvent.click(within(quotes[1]!).getByRole('link'));
    expect(await screen.findByText(/^Route \/projects\/3\/documents\/13\?section=/)).toBeInTheDocument();
  });

  it('names a deleted document as plain text', async () => {
    renderAiAnswer({ ...aiItem, answer: { ...aiItem.answer!, documentId: null } }, { path: '/project-assessment/3', route: '/project-assessment/:id' });
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    expect(within(item).getByText('Source: backup-standard.pdf, page 2')).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: /backup-standard\.pdf/ })).not.toBeInTheDocument();
  });

  it('Accept Answer saves the text as the person’s own (manual) answer', async () => {
    const saved = renderAiAnswer();
    const item = await screen.findByRole('article', { name: 'Question A.8.13' });
    fireEvent.click(within(item).getByRole('button', { name: 'Accept Answer' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0]).toEqual({ input: { projectId: '3', questionId: 'a-8-13', answer: aiText, expectedVersion: 1 } });
    expect(await screen.findByText('Answer Saved')).toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByText('AI')).not.toBeInTheDocument());
    expect(within(item).queryByText(/Evidence/)).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Accept Answer' })).not.toBeInTheDocument();
  });
});
