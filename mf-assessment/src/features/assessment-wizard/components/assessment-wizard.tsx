import { Card, Grid, Tabs } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ProjectQuery } from '@gap/schema/graphql';
import { PageHeader } from '@gap/schema/web';
import { activityTabLabel, isStepEnabled, type ProjectTab, type WizardStep, wizardStepLabels, wizardSteps } from '../wizard-steps';
import { StepSelector } from './step-selector';
import { positionedStepTab } from './step-tab';

/**
 * After a step change, focus left in the step just hidden (its Next button) or fallen to the page's body moves to the
 * new step's panel (labelled by its tab), which a screen reader announces and from where Tab reaches its controls.
 * Focus on a tab or the phone's step selector, or anywhere else on the page, stays where it is.
 */
function useFocusOnStepChange(step: ProjectTab) {
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // antd renders a step's panel the first time it is shown, after this render.
    const frame = requestAnimationFrame(() => {
      const panel = root.current?.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]');
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || Boolean(focused.closest('[role="tabpanel"][aria-hidden="true"]'));
      if (panel && lost) panel.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
  return root;
}

interface AssessmentWizardProps {
  project: ProjectQuery['project'];
  step: ProjectTab;
  onStepChange: (step: ProjectTab) => void;
  testType: string | null;
  /** The content of each step, composed by the route from the features that own it. */
  panels: Record<WizardStep, ReactNode>;
  /** An analysis or gap assessment runs: every other tab is locked (SPEC 2). */
  busy?: boolean;
  /** The project's activity log: a last tab after the steps, outside their numbering. */
  activity?: ReactNode;
}

/** The five-step assessment wizard of one project (SPEC 2, /project-assessment/{id}). */
export function AssessmentWizard({ project, step, onStepChange, testType, busy = false, panels, activity }: AssessmentWizardProps) {
  // Below 768 px five tabs do not fit: antd would hide some behind a menu (inside the tab list, which screen
  // readers reject), so a phone chooses the step from a list instead.
  const phone = Grid.useBreakpoint().md === false;
  // Activity is never locked by the test type; during a run every tab but the current one is (SPEC 2).
  const isDisabled = (key: ProjectTab) => (key !== 'activity' && !isStepEnabled(key, testType)) || (busy && key !== step);
  const onChange = (key: string) => onStepChange(key as ProjectTab);
  const steps = wizardSteps.map((key) => ({ key, label: wizardStepLabels[key], disabled: isDisabled(key), children: panels[key] }));
  const activityItem = { key: 'activity', label: activityTabLabel, disabled: isDisabled('activity'), children: activity };
  const root = useFocusOnStepChange(step);
  return (
    <>
      <PageHeader title={project.name} description="ISO 27001 gap assessment: work through the steps in order." />
      {/* A phone keeps its width for the step's content. */}
      <Card ref={root} styles={phone ? { body: { padding: 12 } } : undefined}>
        <Tabs
          // Small tabs leave the steps' content (the questionnaire's list) more of the first screen.
          size="small"
          tabBarStyle={{ marginBottom: 8 }}
          activeKey={step}
          onChange={onChange}
          renderTabBar={
            phone
              ? () => <StepSelector step={step} onChange={onStepChange} isDisabled={isDisabled} withActivity={activity !== undefined} />
              : (props, DefaultTabBar) => <DefaultTabBar {...props}>{positionedStepTab}</DefaultTabBar>
          }
          items={activity === undefined ? steps : [...steps, activityItem]}
        />
      </Card>
    </>
  );
}
