import { ProjectsOverview } from '@/features/projects/components/projects-overview';

export function ProjectsRoute() {
  return <ProjectsOverview />;
}
