import { ArrowLeftOutlined, RobotOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useRef, useState } from 'react';
import { errorMessage, RoleGate, useToast } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import { useDeleteDocument } from '../api/use-delete-document';
import { useDocuments } from '../api/use-documents';
import { useDocumentUploads } from '../hooks/use-document-uploads';
import { DocumentList, type ProjectDocument } from './document-list';
import { DocumentUpload } from './document-upload';

interface DocumentsPanelProps {
  projectId: string;
  onPrevious: () => void;
  /** 'Start AI Analysis': enabled once the project has at least one document. */
  onNext: () => void;
}

/** The wizard's Documents step (SPEC 2): upload area, document list, Previous and Start AI Analysis. */
export function DocumentsPanel({ projectId, onPrevious, onNext }: DocumentsPanelProps) {
  const toast = useToast();
  const { data, previousData, loading, error } = useDocuments(projectId);
  // While a mutation's eviction refreshes the list, the previous one stays on screen.
  const documents = (data ?? previousData)?.documents ?? [];
  const [deleteDocument] = useDeleteDocument();
  const { uploads, refused, upload, startBatch, clearRefused } = useDocumentUploads(projectId);
  const [deletingId, setDeletingId] = useState<string>();
  const mayEdit = useProjectRoleAllows('editor');

  const panel = useRef<HTMLDivElement>(null);
  // The deleted row's button, which had the focus, is gone: the focus goes to the next row's Delete (the previous
  // row's after the last), or to the upload area once no document is left, rather than to the page's body.
  const focusAfterDeleting = (deleted: ProjectDocument) => {
    const others = documents.filter((d) => d.id !== deleted.id);
    const next = others[Math.min(documents.findIndex((d) => d.id === deleted.id), others.length - 1)];
    const target = next ? `[data-document-delete="${next.id}"]` : '.ant-upload[role="button"]';
    panel.current?.querySelector<HTMLElement>(target)?.focus();
  };

  const onDelete = async (document: ProjectDocument) => {
    if (!window.confirm('Are you sure you want to delete this document?')) return;
    setDeletingId(document.id);
    try {
      await deleteDocument({ variables: { id: document.id } });
      toast.success('Document Deleted', `${document.name} was deleted.`);
      focusAfterDeleting(document);
    } catch (failure) {
      toast.failed('Deletion Failed', failure, 'Failed to delete document');
    } finally {
      setDeletingId(undefined);
    }
  };

  return (
    <Flex ref={panel} vertical gap={16}>
      <DocumentUpload
        allowed={mayEdit}
        uploads={uploads}
        refused={refused}
        onDismissRefused={clearRefused}
        onFiles={(file, isFirstOfBatch) => {
          if (isFirstOfBatch) startBatch();
          void upload(file);
        }}
      />
      {error && <Alert type="error" showIcon title={`Error loading documents: ${errorMessage(error)}`} />}
      <DocumentList documents={documents} loading={loading && !(data ?? previousData)} deletingId={deletingId} mayDelete={mayEdit} onDelete={onDelete} />
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onPrevious}>
          Previous
        </Button>
        <RoleGate allowed={mayEdit} needed="editor">
          <Button type="primary" icon={<RobotOutlined />} disabled={documents.length === 0 || uploads.length > 0} onClick={onNext}>
            Start AI Analysis
          </Button>
        </RoleGate>
      </Flex>
    </Flex>
  );
}
