import { PageHeader } from '@/components/page-header';

/** Gap assessment findings of one project (SPEC 2, /gap-assessment/{id}). */
export function GapResults({ projectId }: { projectId: string }) {
  return <PageHeader title="Gap Assessment" description={`Findings for project ${projectId}`} />;
}
