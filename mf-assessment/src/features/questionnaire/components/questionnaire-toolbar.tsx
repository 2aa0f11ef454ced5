import { SearchOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Radio } from 'antd';
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
}

/** Search box, answer filter buttons, 'Next unanswered' and the keyboard shortcuts of the questionnaire. */
export function QuestionnaireToolbar({ search, onSearchChange, filter, onFilterChange, answered, needsInput, onNextUnanswered }: QuestionnaireToolbarProps) {
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
        <Button icon={<StepForwardOutlined />} disabled={!onNextUnanswered} onClick={onNextUnanswered}>
          Next unanswered
        </Button>
        <KeyboardHelp />
      </Flex>
    </Flex>
  );
}
