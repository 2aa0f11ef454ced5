import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildDocument, buildProject } from '@/testing/factories';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ProjectAssessmentRoute } from './project-assessment';

const renderWizard = (route = '/project-assessment/7') =>
  renderWithProviders(
    <Routes>
      <Route path="/project-assessment/:id" element={<ProjectAssessmentRoute />} />
      <Route path="/projects" element={<p>projects page</p>} />
    </Routes>,
    { route },
  );

const tab = (name: string) => screen.getByRole('tab', { name });

describe('assessment wizard', () => {
  it('shows the details read-only and keeps Manual Answers and Gap Assessment disabled without a test type', async () => {
    mockFetch({
      'GET /api/projects/7': { body: buildProject({ id: 7, name: 'ISMS readiness', targetDate: '2026-12-24', testType: null }) },
      'GET /api/projects/7/documents': { body: [] },
    });
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'ISMS readiness' })).toBeInTheDocument();
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
    mockFetch({ 'GET /api/projects/7': { body: buildProject({ id: 7, targetDate: null }) } });
    renderWizard();
    expect(await screen.findByText('Not specified')).toBeInTheDocument();
  });

  it('enables every tab once the project has a test type, and Start AI Analysis with a document', async () => {
    mockFetch({
      'GET /api/projects/7': { body: buildProject({ id: 7, testType: 'Annex A' }) },
      'GET /api/projects/7/documents': { body: [buildDocument({ projectId: 7 })] },
    });
    renderWizard('/project-assessment/7?tab=documents');
    const start = await screen.findByRole('button', { name: /Start AI Analysis/ });
    expect(tab('Manual Answers')).not.toHaveAttribute('aria-disabled', 'true');
    expect(tab('Gap Assessment')).not.toHaveAttribute('aria-disabled', 'true');
    await screen.findByText(/policy-/);
    expect(start).toBeEnabled();
    fireEvent.click(start);
    expect(tab('AI Analysis')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Test Selection Required when the manual tab is reached without a test type', async () => {
    mockFetch({ 'GET /api/projects/7': { body: buildProject({ id: 7, testType: null }) } });
    renderWizard('/project-assessment/7?tab=manual');
    expect(await screen.findByText('Test Selection Required')).toBeInTheDocument();
  });

  it("answers a 404 with 'Project not found' and a way back", async () => {
    mockFetch({ 'GET /api/projects/7': { status: 404, body: { message: 'Project not found' } } });
    renderWizard();
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Projects' }));
    expect(screen.getByText('projects page')).toBeInTheDocument();
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    const calls = mockFetch({});
    renderWizard('/project-assessment/abc');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
