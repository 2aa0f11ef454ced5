import { useQuery } from '@apollo/client/react';
import { ProjectDocument } from '@gap/schema/graphql';

export const useProject = (id: string) => useQuery(ProjectDocument, { variables: { id } });
