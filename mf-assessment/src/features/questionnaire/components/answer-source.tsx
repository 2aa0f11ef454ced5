import { FileTextOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { CitationLink } from '@/features/document-viewer/components/citation-link';
import type { AssessmentAnswer } from '../types';

/**
 * Where an answer's evidence is: the document (name, else 'Document ID {n}') and page or section (SPEC 4, Answer
 * editing), as a link opening the document there (an AI answer's first quote highlighted). AI answers always show
 * their source; a manual answer shows the document a person cited, if any.
 */
export function AnswerSource({ answer }: { answer: AssessmentAnswer }) {
  const document = answer.documentName ?? (answer.documentId !== null ? `Document ID ${answer.documentId}` : null);
  if (answer.source !== 'ai' && !document) return null;
  const place = answer.documentPage !== null ? `Page ${answer.documentPage}` : answer.sectionLabel;
  // The answer's citation fields mirror its first quote of that document.
  const quote = answer.evidence.find((item) => item.documentId === answer.documentId)?.quote ?? null;
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
      {document ? (
        <Typography.Text type="secondary">
          <CitationLink citation={{ documentId: answer.documentId, page: answer.documentPage, section: answer.sectionLabel, quote }}>
            <span>
              <FileTextOutlined aria-hidden /> {document}
            </span>
            {place && <span style={{ marginInlineStart: 8 }}>{place}</span>}
          </CitationLink>
        </Typography.Text>
      ) : (
        place && <Typography.Text type="secondary">{place}</Typography.Text>
      )}
    </Space>
  );
}
