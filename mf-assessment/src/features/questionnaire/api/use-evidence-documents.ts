import { useQuery } from '@apollo/client/react';
import { DocumentsDocument } from '@gap/schema/graphql';

/** The project's documents a manual answer can cite (the same cached list the Documents tab shows). */
export const useEvidenceDocuments = (projectId: string) => useQuery(DocumentsDocument, { variables: { projectId } });
