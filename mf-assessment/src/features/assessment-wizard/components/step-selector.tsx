import { Select } from 'antd';
import { activityTabLabel, type ProjectTab, wizardStepLabels, wizardSteps } from '../wizard-steps';

interface StepSelectorProps {
  step: ProjectTab;
  onChange: (step: ProjectTab) => void;
  isDisabled: (step: ProjectTab) => boolean;
  /** Offer the Activity tab after the numbered steps. */
  withActivity?: boolean;
}

/** The wizard's tabs on a phone: one full-width choice of step, numbered so the order stays visible. */
export function StepSelector({ step, onChange, isDisabled, withActivity = false }: StepSelectorProps) {
  const steps = wizardSteps.map((key, i) => ({
    value: key as ProjectTab,
    label: `Step ${i + 1} of ${wizardSteps.length}: ${wizardStepLabels[key]}`,
    disabled: isDisabled(key),
  }));
  return (
    <Select<ProjectTab>
      aria-label="Wizard step"
      value={step}
      onChange={(next) => onChange(next)}
      style={{ width: '100%', marginBottom: 16 }}
      options={withActivity ? [...steps, { value: 'activity', label: activityTabLabel, disabled: isDisabled('activity') }] : steps}
    />
  );
}
