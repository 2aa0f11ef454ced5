import { useQuery } from '@apollo/client/react';
import { ProjectsDocument } from '@gap/schema/graphql';
import { usePollWhile } from '@gap/schema/web';

/**
 * The signed-in user's projects, most recently updated first (cached; mutations evict it), read again while the
 * example project a new account receives is still being prepared.
 */
export function useProjects() {
  const result = useQuery(ProjectsDocument);
  usePollWhile(result.data?.projects.some((project) => project.examplePreparing) ?? false, result);
  return result;
}
