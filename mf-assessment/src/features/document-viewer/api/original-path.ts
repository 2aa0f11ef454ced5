/** The REST path of a document's uploaded file (the download, and the bytes the PDF view draws). */
export const originalPath = (projectId: string, documentId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(documentId)}/original`;
