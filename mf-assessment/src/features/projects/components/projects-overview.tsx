import { PageHeader } from '@/components/page-header';

/** The projects grid and the New Project dialog (SPEC 2, /projects). */
export function ProjectsOverview() {
  return <PageHeader title="Your Projects" description="Create and manage your ISO 27001 assessment projects." />;
}
