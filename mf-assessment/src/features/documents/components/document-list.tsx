import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Grid, Table, Tag, Tooltip, Typography } from 'antd';
import type { DocumentList_DocumentFragment } from '@gap/schema/graphql';
import { formatDate, formatFileSize, RoleGate, TableSkeleton } from '@gap/schema/web';
import { FileTypeBadge } from './file-type-badge';

export type ProjectDocument = DocumentList_DocumentFragment;

/**
 * A project holds at most its quota of documents (200 by default), all read at once (the questionnaire's evidence
 * picker needs them too): the table shows them 20 a page, with no pager while they fit one.
 */
export const documentsPageSize = 20;
const pagination = { pageSize: documentsPageSize, showSizeChanger: false, hideOnSinglePage: true } as const;

export const noTextWarning = 'No extractable text (scanned?) - the AI analysis cannot read this document';

interface DocumentListProps {
  documents: ProjectDocument[];
  loading: boolean;
  deletingId: string | undefined;
  /** The caller's role may delete documents (an editor or owner); otherwise each Delete is disabled and says why. */
  mayDelete?: boolean;
  onDelete: (document: ProjectDocument) => void;
}

export function DocumentList({ documents, loading, deletingId, mayDelete = true, onDelete }: DocumentListProps) {
  // Narrow screens drop the upload date and page count (a phone shows the size under the name) rather than scroll
  // sideways, so each row's delete button stays in view.
  const screens = Grid.useBreakpoint();
  return (
    <Table<ProjectDocument>
      rowKey="id"
      size={screens.sm === false ? 'small' : 'middle'}
      dataSource={documents}
      pagination={pagination}
      scroll={screens.md ? { x: 640 } : undefined}
      locale={{ emptyText: loading ? <TableSkeleton label="Loading documents" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet" /> }}
      columns={[
        { title: 'Type', key: 'type', width: 96, render: (_, doc) => <FileTypeBadge type={doc.type} name={doc.name} /> },
        {
          title: 'Name',
          key: 'name',
          render: (_, doc) => (
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                {doc.name}
              </Typography.Text>
              {screens.sm === false && <Typography.Text type="secondary">{formatFileSize(doc.size)}</Typography.Text>}
              {doc.textStatus === 'no_text' && (
                <Tooltip title={noTextWarning}>
                  <Tag color="warning" icon={<WarningOutlined />} aria-label={noTextWarning}>
                    No text
                  </Tag>
                </Tooltip>
              )}
            </Flex>
          ),
        },
        { title: 'Size', key: 'size', width: 110, responsive: ['sm'], render: (_, doc) => formatFileSize(doc.size) },
        { title: 'Uploaded', key: 'createdAt', width: 130, responsive: ['md'], render: (_, doc) => formatDate(doc.createdAt) },
        { title: 'Pages', key: 'pageCount', width: 80, align: 'right', responsive: ['md'], render: (_, doc) => doc.pageCount ?? '—' },
        {
          title: '',
          key: 'actions',
          width: 64,
          align: 'right',
          render: (_, doc) => (
            <RoleGate allowed={mayDelete} needed="editor">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${doc.name}`}
                data-document-delete={doc.id}
                loading={deletingId === doc.id}
                onClick={() => onDelete(doc)}
              />
            </RoleGate>
          ),
        },
      ]}
    />
  );
}
