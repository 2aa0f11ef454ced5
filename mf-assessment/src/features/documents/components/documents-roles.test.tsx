import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { roleTooltip } from '@gap/schema';
import { DocumentsDocument, type WorkspaceRole } from '@gap/schema/graphql';
import { renderWithProviders } from '@gap/schema/web/testing';
import { ProjectRoleProvider } from '@/lib/project-role';
import { buildDocument } from '@/testing/factories';
import { DocumentsPanel } from './documents-panel';

const editorOnly = roleTooltip('editor');

const renderPanel = (role: WorkspaceRole) =>
  renderWithProviders(
    <ProjectRoleProvider value={role}>
      <DocumentsPanel projectId="1" onPrevious={jest.fn()} onNext={jest.fn()} />
    </ProjectRoleProvider>,
    { mocks: [{ request: { query: DocumentsDocument, variables: { projectId: '1' } }, result: { data: { documents: [buildDocument({ id: '9', name: 'policy.pdf' })] } } }] },
  );

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement | null;

describe('DocumentsPanel by role', () => {
  it('shows a viewer the documents, but upload, delete and Start AI Analysis disabled, saying why', async () => {
    renderPanel('VIEWER');
    const remove = await screen.findByRole('button', { name: 'Delete policy.pdf' });

    // The drop area is disabled: no file input to choose with, and it says why.
    expect(fileInput()?.disabled ?? true).toBe(true);
    expect(document.querySelector('[data-role-gate="editor"] .ant-upload-disabled')).not.toBeNull();
    for (const control of [remove, screen.getByRole('button', { name: /Start AI Analysis/ })]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(editorOnly);
    }
    // Reading and moving on stay possible.
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByText('policy.pdf')).toBeInTheDocument();
  });

  it.each(['EDITOR', 'OWNER'] as const)('lets an %s upload, delete and start', async (role) => {
    renderPanel(role);
    const remove = await screen.findByRole('button', { name: 'Delete policy.pdf' });

    expect(fileInput()?.disabled).toBe(false);
    expect(document.querySelector('[data-role-gate]')).toBeNull();
    expect(remove).toBeEnabled();
    expect(screen.getByRole('button', { name: /Start AI Analysis/ })).toBeEnabled();
  });
});
