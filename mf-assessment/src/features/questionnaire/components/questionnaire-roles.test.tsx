import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roleTooltip } from '@gap/schema';
import { openEditor, question, renderQuestionnaire, saving, savedAs, threeItems } from '../testing/questionnaire-harness';

const editorOnly = roleTooltip('editor');

describe('Questionnaire by role', () => {
  it('shows a viewer the answers read-only: every write control disabled, saying it needs the editor role', async () => {
    const save = saving(savedAs);
    renderQuestionnaire(threeItems(), save, [], 'VIEWER');
    await screen.findByTestId('question-list');

    const context = question('4.1');
    expect(within(context).getByText('A PESTLE analysis')).toBeInTheDocument();
    const controls = [
      within(context).getByRole('button', { name: 'Edit Answer' }),
      within(question('A.8.24')).getByRole('button', { name: 'Answer' }),
      within(question('A.8.24')).getByRole('button', { name: 'N/A' }),
      screen.getByRole('button', { name: /^Set status of \d+ shown/ }),
      screen.getByRole('button', { name: 'Run AI Analysis Again' }),
    ];
    for (const control of controls) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(editorOnly);
    }
    // The tooltip shows on hover of the disabled control's wrapper, which also takes the keyboard's focus.
    const wrapper = controls[1].parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    await userEvent.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(editorOnly);

    // The keyboard's edit shortcut opens no editor either, and nothing is saved.
    const row = question('A.8.24');
    row.focus();
    fireEvent.keyDown(row, { key: 'e' });
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Answer' })).not.toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();
    // Reading stays possible: More opens the whole question and answer.
    expect(within(context).getByRole('button', { name: 'More' })).toBeEnabled();
  });

  it.each(['EDITOR', 'OWNER'] as const)('lets an %s answer', async (role) => {
    renderQuestionnaire(threeItems(), saving(savedAs), [], role);
    await screen.findByTestId('question-list');

    const crypto = question('A.8.24');
    for (const name of ['Answer', 'N/A']) expect(within(crypto).getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Set status of \d+ shown/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Run AI Analysis Again' })).toBeEnabled();
    expect(await openEditor(crypto)).toBeEnabled();
    expect(within(crypto).getByRole('button', { name: 'Save Answer' })).toBeEnabled();
  });
});
