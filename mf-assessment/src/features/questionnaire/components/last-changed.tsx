import { Typography } from 'antd';
import { formatDate } from '@gap/schema/web';
import type { AssessmentAnswer } from '../types';

/** Who last changed an answer and when: the person's name, or the AI analysis for AI answers. */
export function LastChanged({ answer }: { answer: AssessmentAnswer }) {
  const who = answer.updatedByName ?? (answer.source === 'ai' ? 'AI analysis' : 'a former user');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} title={new Date(answer.updatedAt).toLocaleString('en-US')}>
      Changed by {who}, {formatDate(answer.updatedAt)}
    </Typography.Text>
  );
}
