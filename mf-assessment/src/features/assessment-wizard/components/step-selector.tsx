import { Select } from 'antd';
import { type WizardStep, wizardStepLabels, wizardSteps } from '../wizard-steps';

interface StepSelectorProps {
  step: WizardStep;
  onChange: (step: WizardStep) => void;
  isDisabled: (step: WizardStep) => boolean;
}

/** The wizard's tabs on a phone: one full-width choice of step, numbered so the order stays visible. */
export function StepSelector({ step, onChange, isDisabled }: StepSelectorProps) {
  return (
    <Select<WizardStep>
      aria-label="Wizard step"
      value={step}
      onChange={(next) => onChange(next)}
      style={{ width: '100%', marginBottom: 16 }}
      options={wizardSteps.map((key, i) => ({
        value: key,
        label: `Step ${i + 1} of ${wizardSteps.length}: ${wizardStepLabels[key]}`,
        disabled: isDisabled(key),
      }))}
    />
  );
}
