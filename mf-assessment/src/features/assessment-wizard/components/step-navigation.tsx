import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

interface StepNavigationProps {
  backLabel?: string;
  onBack?: () => void;
  nextLabel?: string;
  onNext?: () => void;
  nextDisabled?: boolean;
  backDisabled?: boolean;
}

/** The back and next buttons at the foot of a wizard step. */
export function StepNavigation({ backLabel = 'Previous', onBack, nextLabel = 'Next', onNext, nextDisabled, backDisabled }: StepNavigationProps) {
  return (
    <Flex justify="space-between" gap={8} wrap style={{ marginTop: 24 }}>
      {onBack ? (
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} disabled={backDisabled}>
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      {onNext && (
        <Button type="primary" onClick={onNext} disabled={nextDisabled}>
          {nextLabel} <ArrowRightOutlined />
        </Button>
      )}
    </Flex>
  );
}
