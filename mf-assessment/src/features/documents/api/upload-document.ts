import type { ApolloClient } from '@apollo/client';
import { DocumentsDocument, type DocumentList_DocumentFragment } from '@gap/schema/graphql';
import { uploadFile, evictRootFields, projectSummaryFields } from '@gap/schema/web';

/** The REST answer to an upload: the same fields as the GraphQL Document, with a numeric id. */
type UploadedDocument = Omit<DocumentList_DocumentFragment, 'id'> & { id: number | string };

/** Uploads of this page still under way, per project: the list is read again once, when the last one ends. */
const uploadsInFlight = new Map<string, number>();

/**
 * One POST per file, multipart field `file` (SPEC 7), through the shared upload helper for its progress
 * (`onProgress`: percent of bytes sent). The answer is appended to the cached document list: evicting the list
 * instead would refetch it while other uploads of the same batch are still in flight, and that answer, shared by
 * every later eviction, could lack their documents. Once no upload of the project is left, the list is read again
 * from the server (not shared with a request sent earlier), so a list that was still loading when an upload ended
 * shows it too; the project summaries (document counts) are dropped then, so every view of them asks again.
 */
export async function uploadDocument(client: ApolloClient, projectId: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  const { cache } = client;
  uploadsInFlight.set(projectId, (uploadsInFlight.get(projectId) ?? 0) + 1);
  try {
    const uploaded = await uploadFile<UploadedDocument>(`/api/projects/${projectId}/documents`, file, { field: 'file', onProgress });
    // The cache normalises by __typename (added to every query), so the written item carries it.
    const document: DocumentList_DocumentFragment & { __typename: 'Document' } = {
      __typename: 'Document',
      id: String(uploaded.id),
      name: uploaded.name,
      type: uploaded.type,
      size: uploaded.size,
      pageCount: uploaded.pageCount ?? null,
      textStatus: uploaded.textStatus,
      createdAt: uploaded.createdAt,
    };
    cache.updateQuery({ query: DocumentsDocument, variables: { projectId } }, (data) =>
      data && !data.documents.some((d) => d.id === document.id) ? { ...data, documents: [...data.documents, document] } : data,
    );
  } finally {
    const left = (uploadsInFlight.get(projectId) ?? 1) - 1;
    if (left > 0) uploadsInFlight.set(projectId, left);
    else {
      uploadsInFlight.delete(projectId);
      evictRootFields(cache, projectSummaryFields);
      // A failed re-read leaves the appended list as it is; the next visit reads it again anyway.
      void client
        .query({ query: DocumentsDocument, variables: { projectId }, fetchPolicy: 'network-only', context: { queryDeduplication: false } })
        .catch(() => undefined);
    }
  }
}
