import { SearchOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Progress, Radio, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { appHeaderHeight } from '@gap/schema';
import type { AnswerFilter } from '../utils/filter-items';
import { percentOf } from '../utils/percent';
import { KeyboardHelp } from './keyboard-help';

interface QuestionnaireToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filter: AnswerFilter;
  onFilterChange: (filter: AnswerFilter) => void;
  answered: number;
  total: number;
  /** Opens the next question without an answer; absent when every question is answered. */
  onNextUnanswered?: () => void;
  /** Sets one status on the questions shown (BulkStatusAction). */
  bulkStatus: ReactNode;
  /** A phone: small buttons, no keyboard shortcuts, and a sticky bar short enough to leave the questions room. */
  compact: boolean;
}

/** How many are answered, as a bar that stays in view with the filters. */
function AnsweredBar({ answered, total }: { answered: number; total: number }) {
  return (
    <Flex gap={8} align="center" style={{ flex: '1 1 160px', minWidth: 0 }}>
      <Progress
        percent={percentOf(answered, total)}
        showInfo={false}
        size="small"
        aria-label="Questions answered"
        status={total > 0 && answered === total ? 'success' : 'normal'}
        style={{ flex: 1, margin: 0 }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {answered}/{total} answered
      </Typography.Text>
    </Flex>
  );
}

/**
 * Search box, answer filter buttons (SPEC 2), the status for the questions shown, 'Next unanswered', the keyboard
 * shortcuts and how many are answered. The page is the questionnaire's one scroll (no scrolling region inside a scrolling page): the bar stays under the
 * app's header while the questions pass beneath it. A phone keeps the status button above the bar.
 */
export function QuestionnaireToolbar({ search, onSearchChange, filter, onFilterChange, answered, total, onNextUnanswered, bulkStatus, compact }: QuestionnaireToolbarProps) {
  const { token } = theme.useToken();
  const size = compact ? 'small' : 'middle';
  const sticky: CSSProperties = {
    position: 'sticky',
    top: appHeaderHeight,
    zIndex: 3,
    background: token.colorBgContainer,
    paddingBlock: 6,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
  };
  const next = (
    <Button size={size} icon={<StepForwardOutlined />} disabled={!onNextUnanswered} onClick={onNextUnanswered}>
      Next unanswered
    </Button>
  );
  return (
    <>
      {compact && <div>{bulkStatus}</div>}
      <Flex vertical gap={6} style={sticky} data-testid="questionnaire-bar">
        <Flex gap={8} wrap align="center">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by control reference (A.5.1) or words"
            aria-label="Search questions"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            style={{ flex: '1 1 220px', maxWidth: 420 }}
          />
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            size={size}
            aria-label="Filter questions"
            value={filter}
            onChange={(event) => onFilterChange(event.target.value as AnswerFilter)}
            options={[
              { value: 'all', label: 'All Questions' },
              { value: 'answered', label: `Answered (${answered})` },
              { value: 'needs-input', label: `Needs Input (${total - answered})` },
            ]}
          />
        </Flex>
        <Flex gap={8} align="center" wrap={!compact}>
          {!compact && bulkStatus}
          {!compact && next}
          {!compact && <KeyboardHelp />}
          <AnsweredBar answered={answered} total={total} />
          {compact && next}
        </Flex>
      </Flex>
    </>
  );
}
