import { PageHeader } from '@/components/page-header';

/** The five-step assessment wizard of one project (SPEC 2, /project-assessment/{id}). */
export function AssessmentWizard({ projectId }: { projectId: string }) {
  return <PageHeader title="Project Assessment" description={`Project ${projectId}`} />;
}
