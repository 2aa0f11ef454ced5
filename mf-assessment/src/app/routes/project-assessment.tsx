import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useProject } from '@/features/assessment-wizard/api/get-project';
import { AnalysisStep } from '@/features/assessment-wizard/components/analysis-step';
import { AssessmentWizard } from '@/features/assessment-wizard/components/assessment-wizard';
import { GapAssessmentStep } from '@/features/assessment-wizard/components/gap-assessment-step';
import { ProjectDetailsStep } from '@/features/assessment-wizard/components/project-details-step';
import { ProjectLoadFailed, ProjectNotFound, WizardSkeleton } from '@/features/assessment-wizard/components/wizard-states';
import { isWizardStep, stepAfter, stepBefore, type WizardStep } from '@/features/assessment-wizard/wizard-steps';
import { DocumentsPanel } from '@/features/documents/components/documents-panel';
import { Questionnaire } from '@/features/questionnaire/components/questionnaire';
import { TestSelectionRequired } from '@/features/questionnaire/components/test-selection-required';
import { TestTypeSelector } from '@/features/questionnaire/components/test-type-selector';
import { ApiError } from '@/lib/api-client';
import type { Project } from '@/types/api';

/** The wizard of a loaded project: the step lives in `?tab=` so a reload keeps it. */
function ProjectWizard({ project }: { project: Project }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [testType, setTestType] = useState<string | null>(project.testType);
  const requested = searchParams.get('tab');
  const step: WizardStep = isWizardStep(requested) ? requested : 'details';

  const goTo = (next: WizardStep) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'details') params.delete('tab');
    else params.set('tab', next);
    setSearchParams(params, { replace: true });
  };
  const backToProjects = () => navigate(paths.projects);
  const toAnalysis = () => goTo('analysis');

  return (
    <AssessmentWizard
      project={project}
      step={step}
      onStepChange={goTo}
      testType={testType}
      panels={{
        details: <ProjectDetailsStep project={project} onBackToProjects={backToProjects} onNext={() => goTo('documents')} />,
        documents: <DocumentsPanel projectId={project.id} onPrevious={() => goTo('details')} onNext={toAnalysis} />,
        analysis: (
          <AnalysisStep
            selector={<TestTypeSelector projectId={project.id} value={testType} onChange={setTestType} />}
            testType={testType}
            onPrevious={() => goTo(stepBefore('analysis'))}
            onNext={() => goTo(stepAfter('analysis'))}
          />
        ),
        manual: testType ? (
          <Questionnaire
            projectId={project.id}
            testType={testType}
            onStartGapAssessment={() => goTo('assessment')}
            onRunAnalysisAgain={toAnalysis}
          />
        ) : (
          <TestSelectionRequired onGoToAnalysis={toAnalysis} />
        ),
        assessment: testType ? (
          <GapAssessmentStep onPrevious={() => goTo('manual')} />
        ) : (
          <TestSelectionRequired onGoToAnalysis={toAnalysis} />
        ),
      }}
    />
  );
}

function ProjectLoader({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const { data: project, loading, error, refetch } = useProject(projectId);
  const backToProjects = () => navigate(paths.projects);

  if (error instanceof ApiError && error.status === 404) return <ProjectNotFound onBackToProjects={backToProjects} />;
  if (loading) return <WizardSkeleton />;
  if (error || !project) return <ProjectLoadFailed message={error?.message ?? 'No project'} onRetry={() => void refetch()} />;
  // Keyed by id: another project starts with its own test type.
  return <ProjectWizard key={project.id} project={project} />;
}

/** /project-assessment/:id and /projects/:id/assessment. */
export function ProjectAssessmentRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!/^\d+$/.test(id)) return <ProjectNotFound onBackToProjects={() => navigate(paths.projects)} />;
  return <ProjectLoader projectId={Number(id)} />;
}
