import { Card, Flex, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import type { AssessmentSummary, Finding } from '../api/types';

// recharts is fetched only when a results page renders a chart.
const Charts = lazy(() => import('./gap-charts'));
const Trend = lazy(() => import('./gap-charts').then((m) => ({ default: m.TrendChart })));

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const pct = (n: number) => Math.round(n * 100);

/** Risk distribution and compliance by Annex A theme or clause. */
export function GapCharts({ findings }: { findings: Finding[] }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
      <Charts findings={findings} />
    </Suspense>
  );
}

/** Which assessment the page shows: the latest unless an earlier one is chosen. */
export function AssessmentPicker({ history, selected, onSelect }: { history: AssessmentSummary[]; selected: string | null; onSelect: (id: string | null) => void }) {
  const latest = history[0]?.assessmentId;
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary" aria-hidden>
        Assessment
      </Typography.Text>
      <Select
        aria-label="Assessment"
        style={{ minWidth: 240 }}
        value={selected ?? latest}
        onChange={(id) => onSelect(id === latest ? null : id)}
        options={history.map((h, i) => ({ value: h.assessmentId, label: `${when(h.createdAt)} · ${pct(h.averageCompliance)}%${i === 0 ? ' (latest)' : ''}` }))}
      />
    </Flex>
  );
}

/** The trend of compliance and risk counts over every run. */
export function AssessmentHistory({ history }: { history: AssessmentSummary[] }) {
  return (
    <Card size="small" title="Assessment history">
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <Trend history={history} />
      </Suspense>
    </Card>
  );
}
