import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { renderWithProviders, setViewportWidth } from '@gap/schema/web/testing';
import { buildProject } from '@/testing/factories';
import { type ProjectTab, type WizardStep, wizardSteps } from '../wizard-steps';
import { AssessmentWizard } from './assessment-wizard';

const panels = Object.fromEntries(wizardSteps.map((step) => [step, <p key={step}>Panel {step}</p>])) as Record<WizardStep, ReactElement>;

function renderWizard(testType: string | null) {
  const onStepChange = jest.fn<(step: ProjectTab) => void>();
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

test('every step stays a tab placed among all five, locked ones aria-disabled, with no "Tab 2 of 3" spoken', async () => {
  renderWizard(null);
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Details', 'Documents', 'AI Analysis', 'Manual Answers', 'Gap Assessment']);
  tabs.forEach((t, i) => {
    expect(t).toHaveAttribute('aria-posinset', String(i + 1));
    expect(t).toHaveAttribute('aria-setsize', '5');
  });
  expect(screen.getByRole('tab', { name: 'Manual Answers' })).toHaveAttribute('aria-disabled', 'true');
  // antd's own announcement counted the enabled tabs only ("Tab 2 of 3").
  fireEvent.focus(screen.getByRole('tab', { name: 'Documents' }));
  expect(screen.queryByText(/^Tab \d+ of \d+$/)).toBeNull();
  expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAccessibleName('Documents');
});

test('during a run the other steps are locked but still five tabs, the current one "3 of 5"', () => {
  renderWithProviders(
    <AssessmentWizard project={buildProject({ name: 'ISMS readiness' })} step="analysis" onStepChange={jest.fn()} testType="Annex A" panels={panels} busy />,
  );
  expect(screen.getAllByRole('tab')).toHaveLength(5);
  for (const name of ['Details', 'Documents', 'Manual Answers', 'Gap Assessment']) expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
  const current = screen.getByRole('tab', { name: 'AI Analysis' });
  fireEvent.focus(current);
  expect(current).toHaveAttribute('aria-posinset', '3');
  expect(screen.queryByText(/^Tab \d+ of \d+$/)).toBeNull();
});

test("a step's Next button moves the focus to the new step's panel, not to the page's body", async () => {
  const user = userEvent.setup({ delay: null });
  function Harness() {
    const [step, setStep] = useState<ProjectTab>('details');
    const stepPanels = { ...panels, details: <button onClick={() => setStep('documents')}>Next: Documents</button> };
    return <AssessmentWizard project={buildProject({ name: 'ISMS readiness' })} step={step} onStepChange={setStep} testType="Annex A" panels={stepPanels} />;
  }
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Next: Documents' }));
  const panel = screen.getByRole('tabpanel', { name: 'Documents' });
  await waitFor(() => expect(panel).toHaveFocus());
  expect(panel).toHaveTextContent('Panel documents');

  // A tab chosen from the tab list keeps the focus on the tab.
  await user.click(screen.getByRole('tab', { name: 'AI Analysis' }));
  expect(screen.getByRole('tab', { name: 'AI Analysis' })).toHaveFocus();
});

test('the Activity tab comes last, outside the five steps\' numbering, and is locked during a run', () => {
  const onStepChange = jest.fn<(step: ProjectTab) => void>();
  const { rerender } = renderWithProviders(
    <AssessmentWizard project={buildProject({ name: 'ISMS readiness' })} step="documents" onStepChange={onStepChange} testType={null} panels={panels} activity={<p>Panel activity</p>} />,
  );
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Details', 'Documents', 'AI Analysis', 'Manual Answers', 'Gap Assessment', 'Activity']);
  expect(tabs[4]).toHaveAttribute('aria-setsize', '5');
  expect(tabs[5]).not.toHaveAttribute('aria-posinset');
  expect(tabs[5]).not.toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(tabs[5]!);
  expect(onStepChange).toHaveBeenCalledWith('activity');

  rerender(
    <AssessmentWizard project={buildProject({ name: 'ISMS readiness' })} step="documents" onStepChange={onStepChange} testType={null} panels={panels} activity={<p>Panel activity</p>} busy />,
  );
  expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-disabled', 'true');
});
