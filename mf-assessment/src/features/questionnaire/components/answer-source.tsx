import { FileTextOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { citationOf, placeOf } from '@gap/schema';
import { CitationLink } from '@/components/evidence/citation-link';
import type { AssessmentAnswer } from '../types';

/**
 * Who wrote an AI answer, as a reader understands it: the model's name (`openai:<model>`), or the embedded evidence
 * engine (also when it stood in for a model that did not answer). Null when not recorded.
 */
export function engineLabel(engine: string | null | undefined): string | null {
  if (!engine) return null;
  if (engine === 'offline') return 'Written by the offline evidence engine';
  return `Written by ${engine.startsWith('openai:') ? engine.slice('openai:'.length) : engine}`;
}

/**
 * Where an answer's evidence is: the document (name, else 'Document ID {n}') and page or section (SPEC 4, Answer
 * editing), as a link opening the document there (an AI answer's first quote highlighted). AI answers always show
 * their source; a manual answer shows the document a person cited, if any.
 */
export function AnswerSource({ answer }: { answer: AssessmentAnswer }) {
  const document = answer.documentName ?? (answer.documentId !== null ? `Document ID ${answer.documentId}` : null);
  if (answer.source !== 'ai' && !document) return null;
  const cited = { page: answer.documentPage, section: answer.sectionLabel };
  // The answer's citation fields mirror its first quote of that document.
  const quote = answer.evidence.find((item) => item.documentId === answer.documentId)?.quote ?? null;
  const engine = answer.source === 'ai' ? engineLabel(answer.engine) : null;
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
            <FileTextOutlined aria-hidden /> {citationOf({ ...cited, documentName: document })}
          </CitationLink>
        </Typography.Text>
      ) : (
        placeOf(cited) && <Typography.Text type="secondary">{placeOf(cited)}</Typography.Text>
      )}
      {engine && <Typography.Text type="secondary">{engine}</Typography.Text>}
    </Space>
  );
}
