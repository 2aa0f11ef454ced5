import { useMutation } from '@apollo/client/react';
import { DeleteDocumentDocument } from '@gap/schema/graphql';
import { evictObject, evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** Deletes a document; it leaves every list, and project summaries are fetched again. */
export const useDeleteDocument = () =>
  useMutation(DeleteDocumentDocument, {
    update: (cache, _result, { variables }) => {
      if (variables) evictObject(cache, 'Document', variables.id);
      evictRootFields(cache, projectSummaryFields);
    },
  });
