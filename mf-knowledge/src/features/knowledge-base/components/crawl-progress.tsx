import { Alert, Card, Descriptions, Flex, Progress, Table, Tag, Typography } from 'antd';
import type { CrawlProgress_JobFragment } from '@gap/schema/graphql';

const statusTags: Record<string, { color: string; label: string }> = {
  queued: { color: 'default', label: 'Queued' },
  running: { color: 'processing', label: 'Running' },
  completed: { color: 'success', label: 'Completed' },
  failed: { color: 'error', label: 'Failed' },
};

/** Share of the page budget used so far; 100 once the crawl has ended. */
function percentOf(job: CrawlProgress_JobFragment): number {
  if (job.status === 'completed' || job.status === 'failed') return 100;
  return Math.min(99, Math.round((job.pagesFetched / Math.max(1, job.maxPages)) * 100));
}

/** Live progress of a crawl: pages fetched, queued, indexed and skipped (with why), and chunks created. */
export function CrawlProgressPanel({ job }: { job: CrawlProgress_JobFragment }) {
  const tag = statusTags[job.status] ?? { color: 'default', label: job.status };
  const ended = job.status === 'completed' || job.status === 'failed';
  return (
    <Card
      size="small"
      type="inner"
      title={ended ? 'Last crawl' : 'Crawl progress'}
      extra={<Tag color={tag.color}>{tag.label}</Tag>}
      style={{ marginTop: 16 }}
    >
      <Flex vertical gap={12}>
        <Typography.Text ellipsis title={job.url}>
          {job.url}
        </Typography.Text>
        <Progress
          percent={percentOf(job)}
          status={job.status === 'failed' ? 'exception' : ended ? 'success' : 'active'}
          aria-label="Crawl progress"
        />
        <div role="status" aria-live="polite">
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
            <Descriptions.Item label="Pages fetched">{job.pagesFetched}</Descriptions.Item>
            <Descriptions.Item label="Queued">{job.pagesQueued}</Descriptions.Item>
            <Descriptions.Item label="Indexed">{job.pagesProcessed}</Descriptions.Item>
            <Descriptions.Item label="Skipped">{job.pagesSkipped}</Descriptions.Item>
            <Descriptions.Item label="Chunks created">{job.chunksCreated}</Descriptions.Item>
          </Descriptions>
        </div>
        {job.error && <Alert type="error" showIcon title="The crawl failed" description={job.error} />}
        {job.skipped.length > 0 && (
          <div style={{ maxHeight: 240, overflowY: 'auto' }}>
            <Typography.Text strong>Skipped pages</Typography.Text>
            <Table
              size="small"
              aria-label="Skipped pages"
              rowKey={(page) => page.url}
              dataSource={job.skipped}
              pagination={false}
              columns={[
                { title: 'Page', dataIndex: 'url', ellipsis: true },
                { title: 'Reason', dataIndex: 'reason' },
              ]}
            />
          </div>
        )}
      </Flex>
    </Card>
  );
}
