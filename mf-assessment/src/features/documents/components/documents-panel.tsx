import { ArrowLeftOutlined, RobotOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex } from 'antd';
import { useState } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import type { ProjectDocument } from '@/types/api';
import { deleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import { useDocumentUploads } from '../hooks/use-document-uploads';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';

interface DocumentsPanelProps {
  projectId: number;
  onPrevious: () => void;
  /** 'Start AI Analysis': enabled once the project has at least one document. */
  onNext: () => void;
}

/** The wizard's Documents step (SPEC 2): upload area, document list, Previous and Start AI Analysis. */
export function DocumentsPanel({ projectId, onPrevious, onNext }: DocumentsPanelProps) {
  const { notification } = App.useApp();
  const { data: documents = [], loading, error, refetch } = useDocuments(projectId);
  const { uploads, refused, upload, startBatch, clearRefused } = useDocumentUploads(projectId, () => void refetch());
  const [deletingId, setDeletingId] = useState<number>();

  const onDelete = async (document: ProjectDocument) => {
    if (!window.confirm('Are you sure you want to delete this document?')) return;
    setDeletingId(document.id);
    try {
      await deleteDocument(document.id);
      notification.success({ title: 'Document Deleted', description: `${document.name} was deleted.` });
    } catch (failure) {
      notification.error({ title: 'Deletion Failed', description: serverMessageOr(failure, 'Failed to delete document') });
    } finally {
      setDeletingId(undefined);
      await refetch();
    }
  };

  return (
    <Flex vertical gap={16}>
      <DocumentUpload
        uploads={uploads}
        refused={refused}
        onDismissRefused={clearRefused}
        onFiles={(file, isFirstOfBatch) => {
          if (isFirstOfBatch) startBatch();
          void upload(file);
        }}
      />
      {error && <Alert type="error" showIcon title={`Error loading documents: ${error.message}`} />}
      <DocumentList documents={documents} loading={loading} deletingId={deletingId} onDelete={onDelete} />
      <Flex justify="space-between" gap={8} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onPrevious}>
          Previous
        </Button>
        <Button type="primary" icon={<RobotOutlined />} disabled={documents.length === 0 || uploads.length > 0} onClick={onNext}>
          Start AI Analysis
        </Button>
      </Flex>
    </Flex>
  );
}
