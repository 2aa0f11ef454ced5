import { FileTextOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { AssessmentAnswer } from '../types';

/** Where an AI answer came from: its document (name, else 'Document ID {n}') and page (SPEC 4, Answer editing). */
export function AnswerSource({ answer }: { answer: AssessmentAnswer }) {
  if (answer.source !== 'ai') return null;
  const document = answer.documentName ?? (answer.documentId !== null ? `Document ID ${answer.documentId}` : null);
  return (
    <Space size={8} wrap>
      <Tag color="purple" variant="filled" style={{ marginInlineEnd: 0 }}>
        AI
      </Tag>
      {document && (
        <Typography.Text type="secondary">
          <FileTextOutlined /> {document}
        </Typography.Text>
      )}
      {answer.documentPage !== null && <Typography.Text type="secondary">Page {answer.documentPage}</Typography.Text>}
    </Space>
  );
}
