import { Flex, Progress, Typography } from 'antd';
import { percentOf } from '../utils/percent';

/** Title, percent-complete circle and what is left to do (SPEC 2, Questionnaire). */
export function QuestionnaireHeader({ testType, answered, total }: { testType: string; answered: number; total: number }) {
  const complete = total > 0 && answered === total;
  return (
    <Flex justify="space-between" align="center" gap={24}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          ISO 27001 Questionnaire - {testType}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {complete
            ? 'All questions have been answered. You can now proceed to the gap assessment.'
            : `${answered} out of ${total} questions answered. Please provide answers for the remaining questions.`}
        </Typography.Paragraph>
      </div>
      <Progress
        type="circle"
        size={88}
        percent={percentOf(answered, total)}
        aria-label="Questionnaire completion"
        status={complete ? 'success' : 'normal'}
        format={(percent) => `${percent}%`}
      />
    </Flex>
  );
}
