import { Card, Grid, Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { ProjectQuery } from '@gap/schema/graphql';
import { PageHeader } from '@gap/schema/web';
import { isStepEnabled, type WizardStep, wizardStepLabels, wizardSteps } from '../wizard-steps';
import { StepSelector } from './step-selector';

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
  // Below 768 px five tabs do not fit: antd would hide some behind a menu (inside the tab list, which screen
  // readers reject), so a phone chooses the step from a list instead.
  const phone = Grid.useBreakpoint().md === false;
  const isDisabled = (key: WizardStep) => !isStepEnabled(key, testType) || (busy && key !== step);
  const onChange = (key: string) => onStepChange(key as WizardStep);
  return (
    <>
      <PageHeader title={project.name} description="ISO 27001 gap assessment: work through the steps in order." />
      {/* A phone keeps its width for the step's content. */}
      <Card styles={phone ? { body: { padding: 12 } } : undefined}>
        <Tabs
          // Small tabs leave the steps' content (the questionnaire's list) more of the first screen.
          size="small"
          tabBarStyle={{ marginBottom: 8 }}
          activeKey={step}
          onChange={onChange}
          renderTabBar={phone ? () => <StepSelector step={step} onChange={onStepChange} isDisabled={isDisabled} /> : undefined}
          items={wizardSteps.map((key) => ({ key, label: wizardStepLabels[key], disabled: isDisabled(key), children: panels[key] }))}
        />
      </Card>
    </>
  );
}
