import { useParams } from 'react-router-dom';
import { GapResults } from '@/features/gap-results/components/gap-results';

/** /gap-assessment/:id and /projects/:id/gap-assessment. */
export function GapAssessmentRoute() {
  const { id = '' } = useParams();
  return <GapResults projectId={id} />;
}
