import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader, useCurrentUser } from '@gap/schema/web';
import { useCrawl } from '../hooks/use-crawl';
import { AdminOnlyAlert } from './admin-only-alert';
import { AiEngineStatus } from './ai-engine-status';
import { CrawlForm } from './crawl-form';
import { CrawlProgressPanel } from './crawl-progress';
import { DangerZone } from './danger-zone';
import { KnowledgeStatsCards } from './knowledge-stats-cards';
import { KnowledgeUpload } from './knowledge-upload';
import { ReembedStatus } from './reembed-progress';
import { SearchTest } from './search-test';

/** Website crawl with its live progress (administrators). */
function CrawlCard() {
  const { job, running, starting, start } = useCrawl(true);
  return (
    <Card title="Crawl a Website" style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary">
        Pages of the same site are fetched (robots.txt honoured) and their text is added to the knowledge base.
      </Typography.Paragraph>
      <CrawlForm busy={starting || running} onStart={(input) => void start(input)} />
      {job && <CrawlProgressPanel job={job} />}
    </Card>
  );
}

/** Statistics, website crawl, file upload, search test and clearing of the AI knowledge base (SPEC 2). */
export function KnowledgeBaseAdmin() {
  const { user, loading } = useCurrentUser();
  // Clearing drops the results of an earlier search test along with the content they came from.
  const [searchKey, setSearchKey] = useState(0);
  const isAdmin = user?.isAdmin === true;

  return (
    <>
      <PageHeader
        title="Knowledge Base"
        description="The reference material the AI draws on for findings and recommendations."
      />
      {loading && !user ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {!isAdmin && <AdminOnlyAlert />}
          <KnowledgeStatsCards />
          {isAdmin && <AiEngineStatus />}
          {isAdmin && <ReembedStatus />}
          {isAdmin && (
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col xs={24} xl={12}>
                <CrawlCard />
              </Col>
              <Col xs={24} xl={12}>
                <Card title="Upload Files" style={{ height: '100%' }}>
                  <KnowledgeUpload />
                </Card>
              </Col>
            </Row>
          )}
          <Card title="Search Test" style={{ marginBottom: 16 }}>
            <SearchTest key={searchKey} />
          </Card>
          {isAdmin && <DangerZone onCleared={() => setSearchKey((key) => key + 1)} />}
        </>
      )}
    </>
  );
}
