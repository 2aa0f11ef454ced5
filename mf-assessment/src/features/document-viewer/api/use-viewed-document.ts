import { useQuery } from '@apollo/client/react';
import { ViewedDocumentDocument } from '@gap/schema/graphql';

/** The document a citation opens (NOT_FOUND when it is not in the project, or the project is not yours). */
export const useViewedDocument = (projectId: string, documentId: string) => useQuery(ViewedDocumentDocument, { variables: { projectId, documentId } });
