import { Alert, Card, Flex, Progress, Tag, Typography } from 'antd';
import type { ReembedProgress_JobFragment } from '@gap/schema/graphql';
import { useReembed } from '../hooks/use-reembed';
import { knowledgeText } from '../knowledge-messages';

const statusTags: Record<string, { color: string; label: string }> = {
  queued: { color: 'default', label: 'Queued' },
  running: { color: 'processing', label: 'Running' },
  completed: { color: 'success', label: 'Completed' },
  failed: { color: 'error', label: 'Failed' },
};

function percentOf(job: ReembedProgress_JobFragment): number {
  if (job.status === 'completed') return 100;
  return Math.min(99, Math.round((job.chunksDone / Math.max(1, job.chunksTotal)) * 100));
}

/** One re-embed job: the model, the chunks done out of all, and why it failed if it did. */
export function ReembedProgressPanel({ job, connectionLost = false }: { job: ReembedProgress_JobFragment; connectionLost?: boolean }) {
  const tag = statusTags[job.status] ?? { color: 'default', label: job.status };
  const ended = job.status === 'completed' || job.status === 'failed';
  return (
    <Card
      size="small"
      title={job.status === 'completed' ? knowledgeText.reembedComplete : knowledgeText.reembedTitle}
      extra={<Tag color={tag.color}>{tag.label}</Tag>}
      style={{ marginBottom: 16 }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{knowledgeText.reembedText(job.model)}</Typography.Text>
        <Progress
          percent={percentOf(job)}
          status={job.status === 'failed' ? 'exception' : ended ? 'success' : 'active'}
          aria-label="Re-embedding progress"
        />
        <Typography.Text role="status" aria-live="polite">
          {knowledgeText.reembedCount(job.chunksDone, job.chunksTotal)}
        </Typography.Text>
        {job.error && <Alert type="error" showIcon title={knowledgeText.reembedFailed} description={job.error} />}
        {connectionLost && !ended && <Alert type="warning" showIcon title={knowledgeText.connectionError} description={knowledgeText.reembedConnectionLost} />}
      </Flex>
    </Card>
  );
}

/** The knowledge page's re-embed panel (administrators): shown while a change of embedding model is being applied. */
export function ReembedStatus() {
  const { job, connectionLost } = useReembed(true);
  return job ? <ReembedProgressPanel job={job} connectionLost={connectionLost} /> : null;
}
