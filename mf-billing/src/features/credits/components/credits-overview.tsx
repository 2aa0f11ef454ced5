import { PageHeader } from '@/components/page-header';

/** Available credits, recent usage and credit packages (SPEC 2, /assessment-credits). */
export function CreditsOverview() {
  return <PageHeader title="Assessment Credits" description="Credits pay for gap assessments: one credit per assessment." />;
}
