/** SPEC 4 'Wizard': the tab order; next and previous move one step. */
export const wizardSteps = ['details', 'documents', 'analysis', 'manual', 'assessment'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepLabels: Record<WizardStep, string> = {
  details: 'Details',
  documents: 'Documents',
  analysis: 'AI Analysis',
  manual: 'Manual Answers',
  assessment: 'Gap Assessment',
};

/** The project page's tabs: the five steps, then Activity (a log to read, not a step: Next never leads there). */
export type ProjectTab = WizardStep | 'activity';
export const activityTabLabel = 'Activity';

export const isProjectTab = (value: string | null): value is ProjectTab => value === 'activity' || isWizardStep(value);

export const isWizardStep = (value: string | null): value is WizardStep => wizardSteps.includes(value as WizardStep);

/** The Manual and Assessment tabs stay disabled until a test type is chosen (SPEC 2). */
export const isStepEnabled = (step: WizardStep, testType: string | null): boolean =>
  (step !== 'manual' && step !== 'assessment') || Boolean(testType);

export const stepAfter = (step: WizardStep): WizardStep => wizardSteps[Math.min(wizardSteps.indexOf(step) + 1, wizardSteps.length - 1)];
export const stepBefore = (step: WizardStep): WizardStep => wizardSteps[Math.max(wizardSteps.indexOf(step) - 1, 0)];
