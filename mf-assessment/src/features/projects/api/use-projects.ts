import { useQuery } from '@apollo/client/react';
import { ProjectsDocument } from '@gap/schema/graphql';

/** The signed-in user's projects, most recently updated first (cached; mutations evict it). */
export const useProjects = () => useQuery(ProjectsDocument);
