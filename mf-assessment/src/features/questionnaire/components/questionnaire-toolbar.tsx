import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Radio } from 'antd';
import type { AnswerFilter } from '../utils/filter-items';

interface QuestionnaireToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: AnswerFilter;
  onFilterChange: (filter: AnswerFilter) => void;
  answered: number;
  needsInput: number;
}

/** Search box and answer filter buttons of the questionnaire. */
export function QuestionnaireToolbar({ search, onSearchChange, filter, onFilterChange, answered, needsInput }: QuestionnaireToolbarProps) {
  return (
    <Flex gap={12} wrap justify="space-between">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Search by question or control reference"
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
    </Flex>
  );
}
