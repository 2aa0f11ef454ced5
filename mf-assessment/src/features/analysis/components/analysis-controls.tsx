import { RobotOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { RoleGate } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import type { AnalysisPhase } from '../hooks/use-analysis-run';

interface AnalysisControlsProps {
  phase: AnalysisPhase;
  testType: string | null;
  allowance: { used: number; allowed: number } | undefined;
  /** Whether the project has a document with extracted text; undefined while its documents load. */
  readable?: boolean;
  onStart: () => void;
  onCancel: () => void;
}

/** Why Start is disabled when no document has text: shown next to the button and named as its description. */
export const noReadableDocuments = 'Upload a document with readable text on the Documents step first: the AI analysis reads the documents\u2019 text.';
const reasonId = 'analysis-start-reason';

/**
 * 'Start AI Analysis' (disabled without a test type, without a document that has text, while running or with no runs
 * left), the runs left, and Cancel. Starting is always this deliberate click: choosing a test type never starts a run.
 */
export function AnalysisControls({ phase, testType, allowance, readable = true, onStart, onCancel }: AnalysisControlsProps) {
  const left = allowance ? Math.max(0, allowance.allowed - allowance.used) : undefined;
  const noText = readable === false;
  // A viewer follows a run's progress but can neither start nor cancel one.
  const mayEdit = useProjectRoleAllows('editor');
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <RoleGate allowed={mayEdit} needed="editor">
          <Button
            type="primary"
            icon={<RobotOutlined />}
            loading={phase === 'starting'}
            disabled={!testType || readable !== true || phase === 'running' || left === 0}
            aria-describedby={noText ? reasonId : undefined}
            onClick={onStart}
          >
            Start AI Analysis
          </Button>
        </RoleGate>
        {phase === 'running' && (
          <RoleGate allowed={mayEdit} needed="editor">
            <Button danger icon={<StopOutlined />} onClick={onCancel}>
              Cancel
            </Button>
          </RoleGate>
        )}
        {allowance && (
          <Typography.Text type={left === 0 ? 'danger' : 'secondary'} aria-label="Analysis runs left">
            {left === 0
              ? `No analysis runs left (${allowance.used} of ${allowance.allowed} used). Each credit spent on this project's gap assessment adds 5 more.`
              : `${left} of ${allowance.allowed} analysis runs left`}
          </Typography.Text>
        )}
      </Flex>
      {noText && (
        <Typography.Text type="warning" id={reasonId} role="note">
          {noReadableDocuments}
        </Typography.Text>
      )}
    </Flex>
  );
}
