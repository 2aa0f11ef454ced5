import { useQuery } from '@apollo/client/react';
import { DocumentTextDocument } from '@gap/schema/graphql';

/** A document's extracted text by page or section, in reading order (the server bounds it: see `truncated`). */
export const useDocumentText = (projectId: string, documentId: string) => useQuery(DocumentTextDocument, { variables: { projectId, documentId } });
