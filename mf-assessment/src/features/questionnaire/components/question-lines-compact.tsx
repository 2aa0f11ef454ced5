import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AssessmentAnswer, QuestionnaireItem } from '../types';
import { StatusTag } from './answer-meta';
import { AnswerSource } from './answer-source';
import { ClampedText } from './clamped-text';
import { LastChanged } from './last-changed';
import { ProjectionTag } from './projection-tag';
import { QuestionText } from './question-details';

interface CompactLinesProps {
  item: QuestionnaireItem;
  /** The answer with text or a status; null while unanswered (or excluded without one). */
  written: AssessmentAnswer | null;
  excluded: boolean;
  editing: boolean;
  tabIndex: number;
  /** The Answered / Needs Input tag. */
  status: ReactNode;
  /** The not-applicable choice (with its reason once excluded). */
  notApplicable: ReactNode;
  /** Edit and N/A. */
  actions: ReactNode;
  /** Accept Answer, for an AI answer. */
  accept: ReactNode;
  detailsOpen: boolean;
  onDetailsOpenChange: (open: boolean) => void;
}

/**
 * A phone's row: control and title with the state on one line, the question on the next (whole while it is
 * answered), then the answer's first line beside the actions, and an AI answer's source and Accept; its status and
 * author open under its More.
 */
export function CompactLines({ item, written, excluded, editing, tabIndex, status, notApplicable, actions, accept, detailsOpen, onDetailsOpenChange }: CompactLinesProps) {
  const { question } = item;
  return (
    <>
      <Flex gap={6} align="center" style={{ minWidth: 0 }}>
        <Tag color="blue" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
          {question.controlRef}
        </Tag>
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
          {question.title}
        </Typography.Text>
        {status}
      </Flex>
      {editing ? (
        <QuestionText text={question.text} />
      ) : (
        <ClampedText lines={1} tabIndex={tabIndex} subject="question">
          {question.text}
        </ClampedText>
      )}
      {excluded ? (
        notApplicable
      ) : (
        <Flex gap={6} align="center" style={{ minWidth: 0 }}>
          {written?.projection && <ProjectionTag projection={written.projection} compact />}
          <div style={{ flex: 1, minWidth: 0 }}>
            {written && !editing && (
              <ClampedText lines={1} secondary tabIndex={tabIndex} expanded={detailsOpen} onExpandedChange={onDetailsOpenChange} alwaysExpandable subject="answer">
                {written.answer}
              </ClampedText>
            )}
          </div>
          {actions}
        </Flex>
      )}
      {/* An AI answer says so on the row, with its document and page and Accept: on a phone as on a desktop. */}
      {written && !editing && (written.source === 'ai' || written.documentId !== null) && (
        <Flex gap={8} align="center" wrap>
          <AnswerSource answer={written} />
          {accept}
        </Flex>
      )}
      {written && !editing && detailsOpen && (
        <Flex gap={8} align="center" wrap>
          <StatusTag answer={written} />
          <LastChanged answer={written} />
        </Flex>
      )}
    </>
  );
}
