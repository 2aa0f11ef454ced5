import { RobotOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { AnalysisPhase } from '../hooks/use-analysis-run';

interface AnalysisControlsProps {
  phase: AnalysisPhase;
  testType: string | null;
  allowance: { used: number; allowed: number } | undefined;
  onStart: () => void;
  onCancel: () => void;
}

/** 'Start AI Analysis' (disabled without a test type, while running or with no runs left), the runs left, and Cancel. */
export function AnalysisControls({ phase, testType, allowance, onStart, onCancel }: AnalysisControlsProps) {
  const left = allowance ? Math.max(0, allowance.allowed - allowance.used) : undefined;
  return (
    <Flex gap={12} align="center" wrap>
      <Button
        type="primary"
        icon={<RobotOutlined />}
        loading={phase === 'starting'}
        disabled={!testType || phase === 'running' || left === 0}
        onClick={onStart}
      >
        Start AI Analysis
      </Button>
      {phase === 'running' && (
        <Button danger icon={<StopOutlined />} onClick={onCancel}>
          Cancel
        </Button>
      )}
      {allowance && (
        <Typography.Text type={left === 0 ? 'danger' : 'secondary'} aria-label="Analysis runs left">
          {left === 0
            ? `No analysis runs left (${allowance.used} of ${allowance.allowed} used). Each credit spent on this project's gap assessment adds 5 more.`
            : `${left} of ${allowance.allowed} analysis runs left`}
        </Typography.Text>
      )}
    </Flex>
  );
}
