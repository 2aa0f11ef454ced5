import { Button, Flex, Radio, Typography } from 'antd';
import { answerStatuses, answerStatusLabels, type AnswerStatus } from '@gap/schema';

interface StatusChoiceProps {
  controlRef: string;
  value: AnswerStatus | null;
  onChange: (status: AnswerStatus | null) => void;
}

/**
 * The implementation status a person states for a question (the arrow keys move between them). A status alone
 * answers the question; the text then justifies it. Clearing it leaves the text as the whole answer.
 */
export function StatusChoice({ controlRef, value, onChange }: StatusChoiceProps) {
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong aria-hidden>
        Status
      </Typography.Text>
      <Radio.Group
        aria-label={`Implementation status for ${controlRef}`}
        name={`status-${controlRef}`}
        optionType="button"
        buttonStyle="solid"
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value as AnswerStatus)}
        options={answerStatuses.map((status) => ({ value: status, label: answerStatusLabels[status] }))}
      />
      {value && (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => onChange(null)}>
          Clear status
        </Button>
      )}
    </Flex>
  );
}
