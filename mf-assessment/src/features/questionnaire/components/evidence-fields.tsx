import { Flex, Input, InputNumber, Select, Typography } from 'antd';
import { useEvidenceDocuments } from '../api/use-evidence-documents';
import type { ManualEvidence } from '../types';

interface EvidenceFieldsProps {
  projectId: string;
  controlRef: string;
  value: ManualEvidence;
  onChange: (evidence: ManualEvidence) => void;
  disabled?: boolean;
}

export const noEvidence: ManualEvidence = { documentId: null, documentPage: null, sectionLabel: null };

/**
 * Optional evidence for a manual answer: one of the project's documents, and a page (documents with pages) or a
 * section. The server checks both again; the page is limited to the document's page count when it is known.
 */
export function EvidenceFields({ projectId, controlRef, value, onChange, disabled }: EvidenceFieldsProps) {
  const { data, loading } = useEvidenceDocuments(projectId);
  const documents = data?.documents ?? [];
  const chosen = documents.find((document) => document.id === value.documentId);
  const pages = chosen?.pageCount ?? null;
  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text type="secondary">Evidence</Typography.Text>
      <Select
        aria-label={`Evidence document for ${controlRef}`}
        size="small"
        allowClear
        loading={loading}
        disabled={disabled}
        placeholder={documents.length || loading ? 'Cite a document (optional)' : 'No documents uploaded'}
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={value.documentId ?? undefined}
        options={documents.map((document) => ({ value: document.id, label: document.name }))}
        onChange={(documentId?: string) => onChange({ ...noEvidence, documentId: documentId ?? null })}
      />
      {chosen && pages !== null && (
        <InputNumber
          aria-label={`Evidence page for ${controlRef}`}
          size="small"
          min={1}
          max={pages}
          precision={0}
          placeholder="Page"
          disabled={disabled}
          value={value.documentPage}
          suffix={`of ${pages}`}
          style={{ width: 120 }}
          onChange={(page) => onChange({ ...value, documentPage: typeof page === 'number' ? page : null })}
        />
      )}
      {chosen && pages === null && (
        <Input
          aria-label={`Evidence section for ${controlRef}`}
          size="small"
          maxLength={255}
          placeholder="Section or sheet"
          disabled={disabled}
          value={value.sectionLabel ?? ''}
          style={{ flex: '0 1 200px' }}
          onChange={(event) => onChange({ ...value, sectionLabel: event.target.value || null })}
        />
      )}
    </Flex>
  );
}
