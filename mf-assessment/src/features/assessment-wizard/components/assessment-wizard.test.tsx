import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setViewportWidth } from '@gap/schema/web/testing';
import { buildProject } from '@/testing/factories';
import { type WizardStep, wizardSteps } from '../wizard-steps';
import { AssessmentWizard } from './assessment-wizard';

const panels = Object.fromEntries(wizardSteps.map((step) => [step, <p key={step}>Panel {step}</p>])) as Record<WizardStep, ReactElement>;

function renderWizard(testType: string | null) {
  const onStepChange = jest.fn<(step: WizardStep) => void>();
  renderWithProviders(<AssessmentWizard project={buildProject({ name: 'ISMS readiness' })} step="documents" onStepChange={onStepChange} testType={testType} panels={panels} />);
  return { onStepChange };
}

test('on a desktop the steps are tabs', () => {
  renderWizard('Annex A');
  expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('combobox', { name: 'Wizard step' })).toBeNull();
});

test('on a phone a numbered step selector replaces the tabs, with the locked steps disabled', async () => {
  setViewportWidth(390);
  const user = userEvent.setup({ delay: null });
  const { onStepChange } = renderWizard(null);
  expect(screen.queryByRole('tablist')).toBeNull();
  expect(screen.getByText('Step 2 of 5: Documents')).toBeInTheDocument();
  expect(screen.getByText('Panel documents')).toBeVisible();

  await user.click(screen.getByRole('combobox', { name: 'Wizard step' }));
  expect(await screen.findByTitle('Step 4 of 5: Manual Answers')).toHaveClass('ant-select-item-option-disabled');
  await user.click(screen.getByTitle('Step 3 of 5: AI Analysis'));
  expect(onStepChange).toHaveBeenCalledWith('analysis');
});
