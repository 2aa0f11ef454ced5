import { FileTextOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { AssessmentAnswer } from '../types';

/**
 * Where an answer's evidence is: the document (name, else 'Document ID {n}') and page or section (SPEC 4, Answer
 * editing). AI answers always show their source; a manual answer shows the document a person cited, if any.
 */
export function AnswerSource({ answer }: { answer: AssessmentAnswer }) {
  const document = answer.documentName ?? (answer.documentId !== null ? `Document ID ${answer.documentId}` : null);
  if (answer.source !== 'ai' && !document) return null;
  return (
    <Space size={8} wrap>
      {answer.source === 'ai' ? (
        <Tag color="purple" variant="filled" style={{ marginInlineEnd: 0 }}>
          AI
        </Tag>
      ) : (
        <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
          Manual
        </Tag>
      )}
      {document && (
        <Typography.Text type="secondary">
          <FileTextOutlined /> {document}
        </Typography.Text>
      )}
      {answer.documentPage !== null && <Typography.Text type="secondary">Page {answer.documentPage}</Typography.Text>}
      {answer.documentPage === null && answer.sectionLabel && <Typography.Text type="secondary">{answer.sectionLabel}</Typography.Text>}
    </Space>
  );
}
