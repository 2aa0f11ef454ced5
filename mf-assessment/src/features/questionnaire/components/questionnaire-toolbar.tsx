import { SearchOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import type { AnswerFilter } from '../utils/filter-items';
import { KeyboardHelp } from './keyboard-help';

interface QuestionnaireToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: AnswerFilter;
  onFilterChange: (filter: AnswerFilter) => void;
  answered: number;
  needsInput: number;
  /** Opens the next question without an answer; absent when every question is answered. */
  onNextUnanswered?: () => void;
  /** Sets one status on the questions shown (BulkStatusAction). */
  bulkStatus: ReactNode;
}

/** Search box, answer filter buttons, the status for the questions shown, 'Next unanswered' and the keyboard shortcuts. */
export function QuestionnaireToolbar({ search, onSearchChange, filter, onFilterChange, answered, needsInput, onNextUnanswered, bulkStatus }: QuestionnaireToolbarProps) {
  return (
    <Flex gap={12} wrap justify="space-between">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by control reference (A.5.1) or words"
        aria-label="Search questions"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ flex: '1 1 280px', maxWidth: 420 }}
      />
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        aria-label="Filter questions"
        value={filter}
        onChange={(event) => onFilterChange(event.target.value as AnswerFilter)}
        options={[
          { value: 'all', label: 'All Questions' },
          { value: 'answered', label: `Answered (${answered})` },
          { value: 'needs-input', label: `Needs Input (${needsInput})` },
        ]}
      />
      <Flex gap={8} wrap>
        {bulkStatus}
        <Button icon={<StepForwardOutlined />} disabled={!onNextUnanswered} onClick={onNextUnanswered}>
          Next unanswered
        </Button>
        <KeyboardHelp />
      </Flex>
    </Flex>
  );
}
