import { useQuery } from '@apollo/client/react';
import { DocumentsDocument } from '@gap/schema/graphql';

/** A project's documents, in upload order. */
export const useDocuments = (projectId: string) => useQuery(DocumentsDocument, { variables: { projectId } });
