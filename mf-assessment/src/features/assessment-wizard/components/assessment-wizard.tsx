import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { ProjectQuery } from '@gap/schema/graphql';
import { PageHeader } from '@gap/schema/web';
import { isStepEnabled, type WizardStep, wizardStepLabels, wizardSteps } from '../wizard-steps';

interface AssessmentWizardProps {
  project: ProjectQuery['project'];
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
  testType: string | null;
  /** The content of each step, composed by the route from the features that own it. */
  panels: Record<WizardStep, ReactNode>;
  /** An analysis or gap assessment runs: every other tab is locked (SPEC 2). */
  busy?: boolean;
}

/** The five-step assessment wizard of one project (SPEC 2, /project-assessment/{id}). */
export function AssessmentWizard({ project, step, onStepChange, testType, busy = false, panels }: AssessmentWizardProps) {
  return (
    <>
      <PageHeader title={project.name} description="ISO 27001 gap assessment: work through the steps from left to right." />
      <Card>
        <Tabs
          activeKey={step}
          onChange={(key) => onStepChange(key as WizardStep)}
          items={wizardSteps.map((key) => ({
            key,
            label: wizardStepLabels[key],
            disabled: !isStepEnabled(key, testType) || (busy && key !== step),
            children: panels[key],
          }))}
        />
      </Card>
    </>
  );
}
