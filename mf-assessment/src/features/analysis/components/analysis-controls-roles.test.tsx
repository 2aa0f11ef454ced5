import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { roleTooltip } from '@gap/schema';
import type { WorkspaceRole } from '@gap/schema/graphql';
import { renderWithProviders } from '@gap/schema/web/testing';
import { ProjectRoleProvider } from '@/lib/project-role';
import type { AnalysisPhase } from '../hooks/use-analysis-run';
import { AnalysisControls } from './analysis-controls';

const renderControls = (role: WorkspaceRole, phase: AnalysisPhase) =>
  renderWithProviders(
    <ProjectRoleProvider value={role}>
      <AnalysisControls phase={phase} testType="ISO 27001:2022 Clauses 4-10" allowance={{ used: 1, allowed: 5 }} readable onStart={jest.fn()} onCancel={jest.fn()} />
    </ProjectRoleProvider>,
  );

describe('AnalysisControls by role', () => {
  it('show a viewer the runs left, but Start and Cancel disabled, saying they need the editor role', () => {
    renderControls('VIEWER', 'idle');
    const start = screen.getByRole('button', { name: /Start AI Analysis/ });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(roleTooltip('editor'));
    expect(screen.getByText('4 of 5 analysis runs left')).toBeInTheDocument();
  });

  it('show a viewer a running analysis without a usable Cancel', () => {
    renderControls('VIEWER', 'running');
    const cancel = screen.getByRole('button', { name: /Cancel/ });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(roleTooltip('editor'));
  });

  it.each(['EDITOR', 'OWNER'] as const)('let an %s start and cancel', (role) => {
    renderControls(role, 'idle');
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeEnabled();
  });

  it.each(['EDITOR', 'OWNER'] as const)('let an %s cancel a running analysis', (role) => {
    renderControls(role, 'running');
    expect(screen.getByRole('button', { name: /Cancel/ })).toBeEnabled();
  });
});
