import { useMutation } from '@apollo/client/react';
import { SetProjectTestTypeDocument } from '@gap/schema/graphql';
import { evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** Stores the project's test type; the cached project takes it (and its new progress) from the answer. */
export const useSetProjectTestType = () =>
  useMutation(SetProjectTestTypeDocument, { update: (cache) => evictRootFields(cache, projectSummaryFields) });
