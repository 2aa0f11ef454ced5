import { useQuery } from '@apollo/client/react';
import { DocumentsDocument } from '@gap/schema/graphql';

/** A project's documents, in upload order. */
export const useDocuments = (projectId: string) => useQuery(DocumentsDocument, { variables: { projectId } });

/**
 * Whether the project has a document whose text was extracted (what an AI analysis reads): undefined until the list
 * is known. A failed read does not block: the server still refuses a run without text.
 */
export function useReadableDocuments(projectId: string): boolean | undefined {
  const { data, previousData, error } = useDocuments(projectId);
  const documents = (data ?? previousData)?.documents;
  if (!documents) return error ? true : undefined;
  return documents.some((document) => document.textStatus === 'extracted');
}
