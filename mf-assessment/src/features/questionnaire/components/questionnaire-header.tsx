import { Flex, Progress, Typography } from 'antd';
import { Heading } from '@gap/schema/web';
import { percentOf } from '../utils/percent';

/** Title, percent-complete circle and what is left to do (SPEC 2, Questionnaire), kept short above the list. */
export function QuestionnaireHeader({ testType, answered, total, compact }: { testType: string; answered: number; total: number; compact: boolean }) {
  const complete = total > 0 && answered === total;
  return (
    <Flex justify="space-between" align="center" gap={16}>
      <div style={{ minWidth: 0 }}>
        <Heading level={2} look={compact ? 5 : 4} style={{ margin: 0 }}>
          ISO 27001 Questionnaire - {testType}
        </Heading>
        <Typography.Text type="secondary">
          {complete
            ? 'All questions have been answered. You can now proceed to the gap assessment.'
            : `${answered} out of ${total} questions answered. Please provide answers for the remaining questions.`}
        </Typography.Text>
      </div>
      <Progress
        type="circle"
        size={48}
        percent={percentOf(answered, total)}
        aria-label="Questionnaire completion"
        status={complete ? 'success' : 'normal'}
        format={(percent) => `${percent}%`}
      />
    </Flex>
  );
}
