import { App } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type ProjectQuery } from '@gap/schema/graphql';
import { errorMessage, graphQLErrorCode } from '@gap/schema/web';
import { ProjectNotFound } from '@/components/project-not-found';
import { paths } from '@/config/paths';
import { ProjectActivity } from '@/features/activity/components/project-activity';
import { AnalysisPanel } from '@/features/analysis/components/analysis-panel';
import { confirmRerun } from '@/features/analysis/components/confirm-rerun';
import { useAnalysisRun } from '@/features/analysis/hooks/use-analysis-run';
import { useProject } from '@/features/assessment-wizard/api/use-project';
import { AnalysisStep } from '@/features/assessment-wizard/components/analysis-step';
import { AssessmentWizard } from '@/features/assessment-wizard/components/assessment-wizard';
import { GapAssessmentStep } from '@/features/assessment-wizard/components/gap-assessment-step';
import { ProjectDetailsStep } from '@/features/assessment-wizard/components/project-details-step';
import { ProjectLoadFailed, WizardSkeleton } from '@/features/assessment-wizard/components/wizard-states';
import { isProjectTab, type ProjectTab, stepAfter, stepBefore } from '@/features/assessment-wizard/wizard-steps';
import { useReadableDocuments } from '@/features/documents/api/use-documents';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { useProjectChanges } from '@/features/questionnaire/api/use-project-changes';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire';
import { TestSelectionRequired } from '@/features/questionnaire/components/test-selection-required';
import { TestTypeSelector } from '@/features/questionnaire/components/test-type-selector';
import { useDraftNavigationGuard } from '@/features/questionnaire/hooks/use-draft-navigation-guard';
import { confirmLeavingDrafts } from '@/features/questionnaire/utils/confirm-leave-drafts';
import { ProjectRoleProvider, useProjectRoleAllows } from '@/lib/project-role';

type Project = ProjectQuery['project'];

/** The wizard of a loaded project: the step lives in `?tab=` so a reload keeps it. */
function ProjectWizard({ project }: { project: Project }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [testType, setTestType] = useState<string | null>(project.testType);
  // While a newly chosen test type is being stored, Start waits: it would otherwise start a run of the previous one.
  const [savingTestType, setSavingTestType] = useState(false);
  const [busy, setBusy] = useState(false);
  const requested = searchParams.get('tab');
  const step: ProjectTab = isProjectTab(requested) ? requested : 'details';

  const goTo = (next: ProjectTab) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'details') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true });
  };
  const backToProjects = () => navigate(paths.projects);
  const toAnalysis = () => goTo('analysis');
  const { modal } = App.useApp();
  // What others change shows live on every step: answers in the questionnaire, documents, runs and results.
  useProjectChanges(project.id, testType ?? '');
  // Leaving the page from the questionnaire's tab with unsaved answers asks too (the tab change asks on its own).
  useDraftNavigationGuard(project.id, step === 'manual');
  // A completed run shows its answers (SPEC 4, AI analysis).
  const analysis = useAnalysisRun(project.id, () => goTo('manual'));
  // The analysis reads documents' text: without one that has text, Start stays disabled and says why.
  const readable = useReadableDocuments(project.id);
  // A viewer reads every step; the steps' write controls disable themselves (they read the role provided below).
  const mayEdit = useProjectRoleAllows('editor');
  /**
   * 'Start AI Analysis' on the documents tab: that click is the deliberate one, so with a test type chosen (and a
   * document with text) the run starts; otherwise the analysis tab shows what is missing and its own Start starts.
   * Choosing a test type never starts a run.
   */
  const analyse = () => {
    goTo('analysis');
    if (testType && readable === true && mayEdit) void analysis.start(testType);
  };

  return (
    <AssessmentWizard
      project={project}
      step={step}
      // Leaving the questionnaire's tab with unsaved answers asks first (they stay stored as drafts).
      onStepChange={(next) => (step === 'manual' && next !== 'manual' ? confirmLeavingDrafts(modal, project.id, () => goTo(next)) : goTo(next))}
      testType={testType}
      busy={busy || analysis.busy}
      activity={<ProjectActivity projectId={project.id} workspaceId={project.workspaceId} />}
      panels={{
        details: <ProjectDetailsStep project={project} onBackToProjects={backToProjects} onNext={() => goTo('documents')} />,
        documents: <DocumentsPanel projectId={project.id} onPrevious={() => goTo('details')} onNext={analyse} />,
        analysis: (
          <AnalysisStep
            selector={
              <AnalysisPanel
                selector={<TestTypeSelector projectId={project.id} value={testType} onChange={setTestType} onSavingChange={setSavingTestType} />}
                testType={savingTestType ? null : testType}
                analysis={analysis}
                readable={readable}
              />
            }
            testType={testType}
            busy={analysis.busy}
            onPrevious={() => goTo(stepBefore('analysis'))}
            onNext={() => goTo(stepAfter('analysis'))}
          />
        ),
        manual: testType ? (
          <Questionnaire
            projectId={project.id}
            testType={testType}
            onStartGapAssessment={() => goTo('assessment')}
            onRunAnalysisAgain={() => confirmRerun(modal, analyse)}
          />
        ) : (
          <TestSelectionRequired onGoToAnalysis={toAnalysis} />
        ),
        assessment: testType ? (
          <GapAssessmentStep projectId={project.id} projectName={project.name} onPrevious={() => goTo('manual')} onBusyChange={setBusy} />
        ) : (
          <TestSelectionRequired onGoToAnalysis={toAnalysis} />
        ),
      }}
    />
  );
}

function ProjectLoader({ projectId }: { projectId: string }) {
  const navigate = useNavigate();
  const { data, error, refetch } = useProject(projectId);
  const project = data?.project;
  const backToProjects = () => navigate(paths.projects);

  if (graphQLErrorCode(error) === 'NOT_FOUND') return <ProjectNotFound onBackToProjects={backToProjects} />;
  if (error) return <ProjectLoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />;
  // The wizard stays mounted while a mutation refreshes the project: only the first load shows the skeleton.
  if (!project) return <WizardSkeleton />;
  // Keyed by id: another project starts with its own test type. Its steps' controls follow the caller's role there.
  return (
    <ProjectRoleProvider value={project.myRole}>
      <ProjectWizard key={project.id} project={project} />
    </ProjectRoleProvider>
  );
}

/** /project-assessment/:id and /projects/:id/assessment. */
export function ProjectAssessmentRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!/^\d+$/.test(id)) return <ProjectNotFound onBackToProjects={() => navigate(paths.projects)} />;
  return <ProjectLoader projectId={id} />;
}
