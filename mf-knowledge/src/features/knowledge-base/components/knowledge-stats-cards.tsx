import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { errorMessage, formatDate } from '@gap/schema/web';
import { useKnowledgeStats } from '../api/use-knowledge-stats';

const engineLabels: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL', elasticsearch: 'Elasticsearch' };

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** SPEC 2/3: total chunks, unique URLs, last updated and the search engine, refreshed every 10 seconds. */
export function KnowledgeStatsCards() {
  const { data, loading, error, refetch } = useKnowledgeStats();
  const stats = data?.knowledgeStats;

  if (error && !stats) {
    return (
      <Alert
        type="error"
        showIcon
        title="The knowledge base statistics could not be loaded"
        description={errorMessage(error)}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
        style={{ marginBottom: 24 }}
      />
    );
  }

  const waiting = loading && !stats;
  const cards: { title: string; value: string | number; note?: string }[] = [
    { title: 'Total Chunks', value: stats?.totalChunks ?? 0 },
    { title: 'Unique URLs', value: stats?.uniqueUrls ?? 0 },
    {
      title: 'Last Updated',
      value: formatDate(stats?.lastUpdated),
      note: stats?.lastUpdated ? `at ${timeFormat.format(new Date(stats.lastUpdated))}` : undefined,
    },
    { title: 'Engine', value: stats ? (engineLabels[stats.engine] ?? stats.engine) : '' },
  ];
  return (
    <section aria-label="Knowledge base statistics" style={{ marginBottom: 24 }}>
      <Row gutter={[16, 16]}>
        {cards.map(({ title, value, note }) => (
          <Col key={title} xs={24} sm={12} lg={6}>
            <Card style={{ height: '100%' }}>
              <Statistic title={title} value={value} loading={waiting} />
              {note && <Typography.Text type="secondary">{note}</Typography.Text>}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
