import { Card, Col, Row } from 'antd';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { limits, majorGapBelow, palette } from '@gap/schema';
import type { AssessmentSummary, Finding } from '../api/types';
import { categoryLabel, compareText } from '../utils/filter-findings';

/**
 * The results page's charts (recharts). This module is loaded on demand by the results page only, so the
 * library never reaches other routes.
 */
const colors = { high: palette.danger, medium: palette.warning, low: palette.success } as const;
const pct = (n: number) => Math.round(n * 100);
const shortTheme = (theme: string) => theme.replace(/^Clause (\d+) /, 'C$1 ').replace(/ controls$/, '');
const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export default function GapCharts({ findings }: { findings: Finding[] }) {
  const risks = (['high', 'medium', 'low'] as const).map((level) => ({ name: level[0]!.toUpperCase() + level.slice(1), level, value: findings.filter((f) => f.riskLevel === level).length }));
  const themes = new Map<string, { sum: number; n: number }>();
  for (const f of findings) {
    const t = themes.get(categoryLabel(f)) ?? { sum: 0, n: 0 };
    themes.set(categoryLabel(f), { sum: t.sum + f.complianceLevel, n: t.n + 1 });
  }
  const byTheme = [...themes]
    .sort(([a], [b]) => compareText(a, b))
    .map(([theme, t]) => ({ theme: shortTheme(theme), full: theme, compliance: pct(t.sum / t.n) }));
  const barColor = (value: number) => (value >= pct(limits.complianceThreshold) ? colors.low : value >= pct(majorGapBelow) ? colors.medium : colors.high);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9}>
        <Card size="small" title="Risk distribution">
          <ResponsiveContainer width="100%" height={220}>
            <PieChart>
              <Pie isAnimationActive={false} data={risks} dataKey="value" nameKey="name" innerRadius={50} outerRadius={80} label={({ value }) => (value ? value : '')}>
                {risks.map((r) => (
                  <Cell key={r.level} fill={colors[r.level]} />
                ))}
              </Pie>
              <Tooltip />
              <Legend itemSorter={null} />
            </PieChart>
          </ResponsiveContainer>
        </Card>
      </Col>
      <Col xs={24} md={15}>
        <Card size="small" title="Compliance by theme / clause">
          <ResponsiveContainer width="100%" height={Math.max(220, byTheme.length * 30 + 40)}>
            <BarChart data={byTheme} layout="vertical" margin={{ left: 8, right: 24 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} unit="%" />
              <YAxis type="category" dataKey="theme" width={150} />
              <Tooltip formatter={(value) => [`${value}%`, 'Average compliance']} labelFormatter={(_, payload) => payload?.[0]?.payload?.full ?? ''} />
              <Bar isAnimationActive={false} dataKey="compliance">
                {byTheme.map((t) => (
                  <Cell key={t.full} fill={barColor(t.compliance)} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </Card>
      </Col>
    </Row>
  );
}

/** Compliance and risk counts per assessment, oldest to newest. */
export function TrendChart({ history }: { history: AssessmentSummary[] }) {
  const points = [...history].reverse().map((h, i) => ({ date: `#${i + 1} ${when(h.createdAt)}`, compliance: pct(h.averageCompliance), high: h.highRisk, medium: h.mediumRisk, low: h.lowRisk }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={points} margin={{ left: 0, right: 16, top: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" />
        <YAxis yAxisId="pct" domain={[0, 100]} unit="%" />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} />
        <Tooltip />
        <Legend itemSorter={null} />
        <Line isAnimationActive={false} yAxisId="pct" dataKey="compliance" name="Compliance %" stroke={palette.primary} strokeWidth={2} />
        <Line isAnimationActive={false} yAxisId="count" dataKey="high" name="High" stroke={colors.high} />
        <Line isAnimationActive={false} yAxisId="count" dataKey="medium" name="Medium" stroke={colors.medium} />
        <Line isAnimationActive={false} yAxisId="count" dataKey="low" name="Low" stroke={colors.low} />
      </LineChart>
    </ResponsiveContainer>
  );
}
