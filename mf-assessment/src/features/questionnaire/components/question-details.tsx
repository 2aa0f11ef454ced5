import { FileTextOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { citationOf } from '@gap/schema';
import { CitationLink } from '@/components/evidence/citation-link';
import type { AssessmentAnswer, QuestionnaireItem } from '../types';
import { unseen } from '../utils/unseen';
import { StatusTag } from './answer-meta';
import { AnswerSource, engineLabel } from './answer-source';
import { LastChanged } from './last-changed';
import { ProjectionTag } from './projection-tag';

/** The whole question, never cut: shown while it is answered and in an opened row. */
export function QuestionText({ text }: { text: string }) {
  return (
    <Typography.Paragraph data-testid="question-text" strong style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
      {text}
    </Typography.Paragraph>
  );
}

/**
 * The source of an answer in one line's room: its AI or Manual tag and, when it cites a document, an icon opening it
 * at the place (named for screen readers and on hover). The opened row names the document in full.
 */
export function SourceMark({ answer }: { answer: AssessmentAnswer }) {
  const document = answer.documentName ?? (answer.documentId !== null ? `Document ID ${answer.documentId}` : null);
  if (answer.source !== 'ai' && !document) return null;
  const quote = answer.evidence.find((item) => item.documentId === answer.documentId)?.quote ?? null;
  const name = document ? `Source: ${citationOf({ documentName: document, page: answer.documentPage, section: answer.sectionLabel })}` : null;
  return (
    <Flex gap={4} align="center" style={{ flexShrink: 0 }}>
      <Tag color={answer.source === 'ai' ? 'purple' : 'blue'} variant="filled" style={{ marginInlineEnd: 0 }} title={(answer.source === 'ai' && engineLabel(answer.engine)) || undefined}>
        {answer.source === 'ai' ? 'AI' : 'Manual'}
      </Tag>
      {name && (
        <CitationLink citation={{ documentId: answer.documentId, page: answer.documentPage, section: answer.sectionLabel, quote }}>
          <span title={name}>
            <FileTextOutlined aria-hidden />
            <span style={unseen}>{name}</span>
          </span>
        </CitationLink>
      )}
    </Flex>
  );
}

/** An opened desktop row: the question, the whole answer, its status, score, source and who changed it when. */
export function QuestionDetails({ id, item, written }: { id: string; item: QuestionnaireItem; written: AssessmentAnswer | null }) {
  return (
    <Flex id={id} vertical gap={4} style={{ paddingBlock: 4 }}>
      <QuestionText text={item.question.text} />
      {written?.answer && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{written.answer}</Typography.Paragraph>}
      {written && (
        <Flex gap={8} align="center" wrap>
          <StatusTag answer={written} />
          {written.projection && <ProjectionTag projection={written.projection} />}
          <AnswerSource answer={written} />
          <LastChanged answer={written} />
        </Flex>
      )}
    </Flex>
  );
}
