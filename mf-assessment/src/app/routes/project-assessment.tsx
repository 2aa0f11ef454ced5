import { useParams } from 'react-router-dom';
import { AssessmentWizard } from '@/features/assessment-wizard/components/assessment-wizard';

/** /project-assessment/:id and /projects/:id/assessment. */
export function ProjectAssessmentRoute() {
  const { id = '' } = useParams();
  return <AssessmentWizard projectId={id} />;
}
