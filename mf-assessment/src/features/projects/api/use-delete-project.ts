import { useMutation } from '@apollo/client/react';
import { DeleteProjectDocument } from '@gap/schema/graphql';
import { evictObject, evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** Deletes a project; it leaves the cache, and every project list and counter is fetched again. */
export const useDeleteProject = () =>
  useMutation(DeleteProjectDocument, {
    update: (cache, _result, { variables }) => {
      if (variables) evictObject(cache, 'Project', variables.id);
      evictRootFields(cache, projectSummaryFields);
    },
  });
