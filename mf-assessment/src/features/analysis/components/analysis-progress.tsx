import { Card, Descriptions, Flex, Progress, Tag, Typography } from 'antd';
import type { FollowedRun } from '../api/follow-run';

const statusLabels: Record<FollowedRun['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  completed: { label: 'Completed', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'warning' },
};

/** The live progress panel (SPEC 2, Analysis): status, percent bar, total, processed, answered, skipped, current question. */
export function AnalysisProgress({ run, starting }: { run: FollowedRun | null; starting: boolean }) {
  if (!run) {
    if (!starting) return null;
    return (
      <Card size="small" title="Analysis progress" aria-label="Analysis progress">
        <Typography.Text type="secondary">Starting the analysis…</Typography.Text>
      </Card>
    );
  }
  const status = statusLabels[run.status];
  const stopping = run.cancelRequested && (run.status === 'running' || run.status === 'queued');
  return (
    <Card
      size="small"
      title="Analysis progress"
      aria-label="Analysis progress"
      extra={<Tag color={status.color}>{stopping ? 'Cancelling' : status.label}</Tag>}
    >
      <Flex vertical gap={12}>
        <Progress
          percent={Math.floor(run.percent)}
          status={run.status === 'failed' ? 'exception' : run.status === 'completed' ? 'success' : 'active'}
          aria-label="Analysis percent complete"
          // The number even at 100 % (antd would show a tick): the panel reports progress in percent.
          format={(percent) => `${percent}%`}
        />
        {/* Screen readers hear the counts as they change (politely: after what is being read). */}
        <div role="status" aria-live="polite">
          <Descriptions
            size="small"
            column={{ xs: 2, sm: 4 }}
            items={[
              { key: 'total', label: 'Total questions', children: run.totalQuestions },
              { key: 'processed', label: 'Processed', children: run.processed },
              { key: 'answered', label: 'Answered', children: run.succeeded },
              { key: 'skipped', label: 'Skipped', children: run.skipped + run.failed },
            ]}
          />
        </div>
        {run.currentQuestion && run.status === 'running' && (
          <Flex gap={8} align="center" wrap aria-label="Current question">
            <Typography.Text type="secondary">Analysing</Typography.Text>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {run.currentQuestion.controlRef}
            </Tag>
            <Typography.Text>{run.currentQuestion.title}</Typography.Text>
          </Flex>
        )}
        {run.status === 'queued' && <Typography.Text type="secondary">Waiting for the analysis to start…</Typography.Text>}
      </Flex>
    </Card>
  );
}
