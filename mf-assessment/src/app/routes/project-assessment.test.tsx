import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DocumentsDocument, ProjectActivityDocument, ProjectActivityPeopleDocument, ProjectDocument, TestTypesDocument } from '@gap/schema/graphql';
import { buildActivity, buildActivityPage, type GraphQLMock, graphQLError, renderWithProviders } from '@gap/schema/web/testing';
import { buildDocument, buildProject } from '@/testing/factories';
import { ProjectAssessmentRoute } from './project-assessment';

type Project = ReturnType<typeof buildProject>;
type Document = ReturnType<typeof buildDocument>;

/** The wizard's reads: the project (or an error), its documents and the test types the selector offers. */
const wizardMocks = ({ project, documents = [] }: { project: Project | GraphQLMock['result']; documents?: Document[] }): GraphQLMock[] => [
  { request: { query: ProjectDocument, variables: { id: '7' } }, result: 'id' in (project as Project) ? { data: { project } } : (project as GraphQLMock['result']) },
  { request: { query: DocumentsDocument, variables: { projectId: '7' } }, result: { data: { documents } } },
  { request: { query: TestTypesDocument }, result: { data: { testTypes: ['Annex A'] } } },
];

const renderWizard = (mocks: GraphQLMock[], path = '/project-assessment/7') =>
  renderWithProviders(
    <Routes>
      <Route path="/project-assessment/:id" element={<ProjectAssessmentRoute />} />
      <Route path="/projects" element={<p>projects page</p>} />
    </Routes>,
    { path, mocks },
  );

const tab = (name: string) => screen.getByRole('tab', { name });

describe('assessment wizard', () => {
  it('shows the details read-only and keeps Manual Answers and Gap Assessment disabled without a test type', async () => {
    renderWizard(wizardMocks({ project: buildProject({ id: '7', name: 'ISMS readiness', targetDate: '2026-12-24', testType: null }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ISMS readiness' })).toBeInTheDocument();
    expect(screen.getByText('Dec 24, 2026')).toBeInTheDocument();
    expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Documents')).not.toHaveAttribute('aria-disabled', 'true');
    expect(tab('AI Analysis')).not.toHaveAttribute('aria-disabled', 'true');
    expect(tab('Manual Answers')).toHaveAttribute('aria-disabled', 'true');
    expect(tab('Gap Assessment')).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: /Next: Documents/ }));
    expect(tab('Documents')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No documents uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeDisabled();
  });

  it("shows 'Not specified' without a target date", async () => {
    renderWizard(wizardMocks({ project: buildProject({ id: '7', targetDate: null }) }));
    expect(await screen.findByText('Not specified')).toBeInTheDocument();
  });

  it('enables every tab once the project has a test type, and Start AI Analysis with a document', async () => {
    renderWizard(wizardMocks({ project: buildProject({ id: '7', testType: 'Annex A' }), documents: [buildDocument()] }), '/project-assessment/7?tab=documents');
    const start = await screen.findByRole('button', { name: /Start AI Analysis/ });
    expect(tab('Manual Answers')).not.toHaveAttribute('aria-disabled', 'true');
    expect(tab('Gap Assessment')).not.toHaveAttribute('aria-disabled', 'true');
    await screen.findByText(/policy-/);
    expect(start).toBeEnabled();
    fireEvent.click(start);
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
  });

  it("opens the Activity tab, the last one, from ?tab=activity with the project's recorded changes", async () => {
    const activity: GraphQLMock[] = [
      { request: { query: ProjectActivityDocument, variables: { projectId: '7', first: 50 } }, result: { data: { projectActivity: buildActivityPage([buildActivity({ subject: 'A.8.1' })]) } } },
      { request: { query: ProjectActivityPeopleDocument, variables: { workspaceId: 'w1' } }, result: { data: { workspace: { __typename: 'Workspace', id: 'w1', members: [] } } } },
    ];
    renderWizard([...wizardMocks({ project: buildProject({ id: '7', testType: null }) }), ...activity], '/project-assessment/7?tab=activity');
    expect(await screen.findByText('A.8.1')).toBeInTheDocument();
    expect(tab('Activity')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Documents', 'AI Analysis', 'Manual Answers', 'Gap Assessment', 'Activity']);
  });

  it('shows Test Selection Required when the manual tab is reached without a test type', async () => {
    renderWizard(wizardMocks({ project: buildProject({ id: '7', testType: null }) }), '/project-assessment/7?tab=manual');
    expect(await screen.findByText('Test Selection Required')).toBeInTheDocument();
  });

  it("answers a 404 with 'Project not found' and a way back", async () => {
    renderWizard(wizardMocks({ project: { errors: [graphQLError('Project not found', 'NOT_FOUND')] } }));
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Projects' }));
    expect(screen.getByText('projects page')).toBeInTheDocument();
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    const asked = jest.fn(() => ({ data: { project: buildProject({ id: 'abc' }) } }));
    renderWizard([{ request: { query: ProjectDocument, variables: { id: 'abc' } }, result: asked }], '/project-assessment/abc');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
