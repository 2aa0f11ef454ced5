import { useMutation } from '@apollo/client/react';
import { CreateProjectDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** Creates a project; every project list and counter (this page, the dashboard) is fetched again. */
export const useCreateProject = () =>
  useMutation(CreateProjectDocument, { update: (cache) => evictRootFields(cache, projectSummaryFields) });
