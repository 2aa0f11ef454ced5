import { Button, Flex, Progress, Typography } from 'antd';
import { RoleGate } from '@gap/schema/web';
import { useProjectRoleAllows } from '@/lib/project-role';
import { percentOf } from '../utils/percent';

interface QuestionnaireFooterProps {
  answered: number;
  total: number;
  onRunAnalysisAgain: () => void;
  onStartGapAssessment: () => void;
}

/** Completion and the next steps; the gap assessment needs every question answered (SPEC 2, Questionnaire). */
export function QuestionnaireFooter({ answered, total, onRunAnalysisAgain, onStartGapAssessment }: QuestionnaireFooterProps) {
  const complete = total > 0 && answered === total;
  const mayEdit = useProjectRoleAllows('editor');
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" gap={16} wrap align="center">
        <Typography.Text strong>
          Completion: {answered}/{total} questions
        </Typography.Text>
        <Flex gap={8} wrap>
          <RoleGate allowed={mayEdit} needed="editor">
            <Button onClick={onRunAnalysisAgain}>Run AI Analysis Again</Button>
          </RoleGate>
          <Button type="primary" disabled={!complete} onClick={onStartGapAssessment}>
            Start Gap Assessment
          </Button>
        </Flex>
      </Flex>
      <Progress percent={percentOf(answered, total)} aria-label="Completion" status={complete ? 'success' : 'normal'} format={(percent) => `${percent}%`} />
    </Flex>
  );
}
