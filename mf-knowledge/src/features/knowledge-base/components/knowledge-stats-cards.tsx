import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { errorMessage, formatDate } from '@gap/schema/web';
import { useKnowledgeStats } from '../api/use-knowledge-stats';

/** What searches the knowledge base, in words an administrator knows: the embedded default is the product's own. */
const engineLabels: Record<string, string> = { pglite: 'Built-in', postgres: 'PostgreSQL', elasticsearch: 'Elasticsearch' };

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
    // uniqueUrls counts every source: crawled pages and uploaded files alike.
    { title: 'Sources', value: stats?.uniqueUrls ?? 0, note: 'Web pages and uploaded files' },
    {
      title: 'Last Updated',
      value: formatDate(stats?.lastUpdated),
      note: stats?.lastUpdated ? `at ${timeFormat.format(new Date(stats.lastUpdated))}` : undefined,
    },
    { title: 'Search Engine', value: stats ? (engineLabels[stats.engine] ?? stats.engine) : '' },
  ];
  const degraded = stats?.searchDegraded;
  return (
    <section aria-label="Knowledge base statistics" style={{ marginBottom: 24 }}>
      {degraded && (
        // Administrators only (the server answers null to others): findings go without knowledge sources meanwhile.
        <Alert
          type="warning"
          showIcon
          title={`Search degraded since ${formatDate(degraded.at)} at ${timeFormat.format(new Date(degraded.at))}`}
          description={`${degraded.message}. Gap assessments meanwhile cite no knowledge-base sources; this clears when a search succeeds.`}
          style={{ marginBottom: 16 }}
        />
      )}
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
