import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Collapse, Empty, Flex, Grid, Input, Select, Skeleton, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { gapToasts, palette, scoringRule } from '@gap/schema';
import { downloadFile, errorMessage, formatDate, graphQLErrorCode, PageHeader, useToast } from '@gap/schema/web';
import { ProjectNotFound } from '@/components/project-not-found';
import { paths } from '@/config/paths';
import type { RiskFilter } from '../api/types';
import { useGapResults } from '../api/use-gap-results';
import { categoriesOf, filterFindings, hasActiveFilters, noFilters, type FindingFilters } from '../utils/filter-findings';
import { FindingCards, FindingsTable } from './findings-table';
import { AssessmentHistory, AssessmentPicker, GapCharts } from './gap-overview';

/** What the results mean and the scoring rule behind every figure (the export's Summary sheet says the same). */
function AboutAssessment() {
  return (
    <>
      <Typography.Paragraph>
        Each finding scores one answer against the elements a mature ISO 27001 implementation shows, as the person
        answering recorded them: the answer&apos;s implementation status and which elements are in place. Open a finding to
        see its recommendation, the answer and its evidence. How compliance is scored:
      </Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {scoringRule.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** Gap assessment findings of one project (SPEC 2, /gap-assessment/{id}). */
export function GapResults({ projectId }: { projectId: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const [assessmentId, setAssessmentId] = useState<string | null>(null);
  const [filters, setFilters] = useState<FindingFilters>(noFilters);
  const [exporting, setExporting] = useState(false);
  const { data, previousData, loading, error, refetch } = useGapResults(projectId, assessmentId);
  const shown = data ?? previousData;
  const findings = useMemo(() => shown?.gapFindings ?? [], [shown]);
  const visible = useMemo(() => filterFindings(findings, filters), [findings, filters]);
  const set = (patch: Partial<FindingFilters>) => setFilters((f) => ({ ...f, ...patch }));

  if (!shown && loading) return <Skeleton active paragraph={{ rows: 8 }} />;
  // Another user's project answers 404 like a missing one: trying again cannot help, so it leads back instead.
  if (!shown && graphQLErrorCode(error) === 'NOT_FOUND') return <ProjectNotFound onBackToProjects={() => navigate(paths.projects)} />;
  if (!shown) {
    return <Alert type="error" showIcon title="Could not load the gap assessment" description={error && errorMessage(error)} action={<Button onClick={() => void refetch()}>Retry</Button>} />;
  }

  // A phone's headline figures are smaller: the findings start higher.
  const valueSize = phone ? 20 : undefined;
  const selected = shown.gapAssessments.find((a) => a.assessmentId === assessmentId) ?? shown.gapAssessments[0];
  const exportWorkbook = async () => {
    setExporting(true);
    try {
      // The server names the file {hash}.xlsx (SPEC 9).
      await downloadFile(`/api/projects/${encodeURIComponent(projectId)}/export${assessmentId ? `?assessmentId=${encodeURIComponent(assessmentId)}` : ''}`);
      toast.success(gapToasts.exportSuccess);
    } catch {
      toast.error(gapToasts.exportFailed, gapToasts.exportFailedDefault);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageHeader
        title={`Gap Assessment: ${shown.project.name}`}
        extra={
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={!selected} onClick={() => void exportWorkbook()}>
            Export to Excel
          </Button>
        }
      />
      {/* The headline: overall compliance of the assessment shown and its date, then its findings by risk. */}
      <Card size="small">
        <Flex gap={phone ? 16 : 32} wrap align="center">
          {selected && <Statistic title={`Compliance · assessed ${formatDate(selected.createdAt)}`} value={Math.round(selected.averageCompliance * 100)} suffix="%" valueStyle={{ fontSize: valueSize }} />}
          <Statistic title="High Risk" value={selected?.highRisk ?? 0} valueStyle={{ color: palette.danger, fontSize: valueSize }} />
          <Statistic title="Medium Risk" value={selected?.mediumRisk ?? 0} valueStyle={{ color: palette.warning, fontSize: valueSize }} />
          <Statistic title="Low Risk" value={selected?.lowRisk ?? 0} valueStyle={{ color: palette.success, fontSize: valueSize }} />
          {shown.gapAssessments.length > 1 && (
            <div style={{ marginInlineStart: 'auto' }}>
              <AssessmentPicker history={shown.gapAssessments} selected={assessmentId} onSelect={setAssessmentId} />
            </div>
          )}
        </Flex>
      </Card>
      <Collapse items={[{ key: 'about', label: 'About this assessment', children: <AboutAssessment /> }]} />
      {/* Below 768 px the findings are cards inside this one: less padding leaves their text room. */}
      <Card styles={phone ? { body: { padding: 12 } } : undefined}>
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select<RiskFilter>
            aria-label="Risk filter"
            value={filters.risk}
            onChange={(risk) => set({ risk })}
            style={{ width: phone ? 'calc(50% - 4px)' : 150 }}
            options={[
              { value: 'all', label: 'All risk levels' },
              { value: 'high', label: 'High' },
              { value: 'medium', label: 'Medium' },
              { value: 'low', label: 'Low' },
            ]}
          />
          <Select
            aria-label="Category filter"
            value={filters.category}
            onChange={(category) => set({ category })}
            style={phone ? { width: 'calc(50% - 4px)' } : { minWidth: 220 }}
            options={[{ value: 'all', label: 'All categories' }, ...categoriesOf(findings).map((c) => ({ value: c, label: c }))]}
          />
          <Input.Search allowClear placeholder="Search findings..." value={filters.search} onChange={(e) => set({ search: e.target.value })} style={{ maxWidth: 320 }} />
        </Flex>
        {visible.length === 0 ? (
          hasActiveFilters(filters) ? (
            <Empty description="No findings match your criteria">
              <Button onClick={() => setFilters(noFilters)}>Show All Findings</Button>
            </Empty>
          ) : (
            <Empty description="No findings have been generated yet. Run a gap assessment first." />
          )
        ) : phone ? (
          <FindingCards findings={visible} />
        ) : (
          <FindingsTable findings={visible} />
        )}
      </Card>
      {/* The overview follows the findings: the table is what the page is read for. */}
      {findings.length > 0 && <GapCharts findings={findings} />}
      {shown.gapAssessments.length > 1 && <AssessmentHistory history={shown.gapAssessments} />}
    </Space>
  );
}
